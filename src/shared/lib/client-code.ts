import { detectOs } from './user-agent';

/**
 * Client code of the client header (SPEC.md section 3 "Client code"):
 * web 9; inside the app's web view iOS 3, Android 6; pure iOS 3; mobile H5 iOS 4, Android 7.
 *
 * Detection inputs:
 * - The app's web view adds the marker "LotusApp" to its user agent, or opens the site with ?appShell=1
 *   (remembered for the rest of the browser session, because in-app navigation drops the parameter).
 * - "Pure iOS" is an iOS web view that does not present itself as Safari: an iOS user agent without the
 *   "Safari/" token (embedded WKWebView or a home-screen web app).
 * - Mobile H5 is any other iOS or Android browser; everything else is web.
 */
export type ClientCode = 3 | 4 | 6 | 7 | 9;

export const APP_SHELL_UA_MARKER = 'LotusApp';
export const APP_SHELL_PARAM = 'appShell';
const APP_SHELL_SESSION_KEY = 'appShell';

export interface ClientEnvironment {
  userAgent: string;
  /** The page's query string. */
  search?: string;
  /** navigator.maxTouchPoints (tells iPadOS from macOS). */
  maxTouchPoints?: number;
  /** The app shell flag remembered earlier in this browser session. */
  rememberedAppShell?: boolean;
}

function readSessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(APP_SHELL_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberSessionFlag(): void {
  try {
    window.sessionStorage.setItem(APP_SHELL_SESSION_KEY, '1');
  } catch {
    // Without session storage the flag lasts only while the parameter is in the URL.
  }
}

function appShellParam(search: string | undefined): boolean {
  const value = new URLSearchParams(search ?? '').get(APP_SHELL_PARAM);
  return value === '1' || value === 'true';
}

export function isAppShellEnvironment({ userAgent, search, rememberedAppShell = false }: ClientEnvironment): boolean {
  return userAgent.includes(APP_SHELL_UA_MARKER) || appShellParam(search) || rememberedAppShell;
}

export function resolveClientCode(environment: ClientEnvironment): ClientCode {
  const os = detectOs(environment.userAgent, environment.maxTouchPoints ?? 0);
  if (isAppShellEnvironment(environment)) {
    if (os === 'ios') return 3;
    if (os === 'android') return 6;
    return 9;
  }
  if (os === 'ios') return /Safari\//.test(environment.userAgent) ? 4 : 3;
  if (os === 'android') return 7;
  return 9;
}

function currentEnvironment(): ClientEnvironment {
  const search = window.location.search;
  if (appShellParam(search)) rememberSessionFlag();
  return {
    userAgent: navigator.userAgent,
    search,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    rememberedAppShell: readSessionFlag(),
  };
}

/** True when the page runs inside the app's web view. */
export function isAppShell(): boolean {
  return isAppShellEnvironment(currentEnvironment());
}

export function getClientCode(): ClientCode {
  return resolveClientCode(currentEnvironment());
}
