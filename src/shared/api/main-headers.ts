import { env, resolveMainApiUrl } from '@/shared/config/env';
import { backendLanguageCode } from '@/shared/i18n/language';
import { getClientCode } from '@/shared/lib/client-code';
import { getDeviceId } from '@/shared/lib/device-id';
import { clientModel } from '@/shared/lib/user-agent';
import { getToken, getUsername } from '@/shared/session/token-store';

/**
 * Base URL and common headers of the main API (SPEC.md section 7 "Shared rules"), shared by the main client
 * and the error reporter.
 */

/** Where error reports go (SPEC.md section 7 "Auth and session"); the main client never reports its own failures. */
export const ERROR_LOG_PATH = '/healthycheck/upLoadLog/uploadLogOperate';

let configuredBaseUrl: string | null = null;

/** Points the main client at another host (pact mock server, standalone mock server); null restores the default. */
export function setMainApiBaseUrl(url: string | null): void {
  configuredBaseUrl = url ? url.replace(/\/+$/, '') : null;
}

/** The configured base URL, else VITE_MAIN_API_URL, else the page origin. */
export function getMainApiBaseUrl(): string {
  return configuredBaseUrl ?? resolveMainApiUrl();
}

export function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Header values must be ISO-8859-1; anything outside it is percent-encoded rather than breaking the request. */
function headerValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\xff]*$/.test(value) ? value : encodeURIComponent(value);
}

/** The call that reads the device binding sends its own token in the body; that one never becomes the header. */
const DEVICE_GET_CALL = /\/device\/get(?:[/?#]|$)/i;

/** The token field of a JSON body, if any. */
export function tokenFromBody(body: unknown): string | null {
  if (typeof body !== 'string' || !body.trimStart().startsWith('{')) return null;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const token = (parsed as Record<string, unknown>).token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** Every header the main API expects on every call. Content-Type is left to the caller. */
export function mainApiHeaders(path: string, body?: unknown): Record<string, string> {
  const bodyToken = DEVICE_GET_CALL.test(path) ? null : tokenFromBody(body);
  const language = backendLanguageCode();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const touchPoints = typeof navigator === 'undefined' ? 0 : (navigator.maxTouchPoints ?? 0);
  return {
    Authorization: headerValue(bodyToken ?? getToken() ?? ''),
    Username: headerValue(getUsername() ?? ''),
    Language: language,
    'Accept-Language': language,
    client: String(getClientCode()),
    deviceNo: headerValue(getDeviceId()),
    clientModel: clientModel(userAgent, touchPoints),
    appVersion: env.appVersion,
    platform: env.platform,
  };
}
