/**
 * Every VITE_ variable, parsed and checked once, in one place. Empty URLs mean "same origin as the page" and are
 * resolved by the helpers below, so one build can be served from any host. The checks are plain functions rather
 * than a zod schema because this module is on the start-up path and zod's core would cost the home route ~8 KB.
 */

type Check = (value: string) => string | null;

function urlWith(protocols: readonly string[], name: string): Check {
  return (value) => {
    try {
      if (protocols.includes(new URL(value).protocol)) return null;
    } catch {
      // falls through to the message
    }
    return `${name} must be empty or an absolute ${protocols.join(' / ')} URL`;
  };
}

const CHECKS: Record<string, Check> = {
  VITE_API_MOCKING: (value) => (value === 'on' || value === 'off' ? null : "VITE_API_MOCKING must be 'on' or 'off'"),
  VITE_MAIN_API_URL: urlWith(['http:', 'https:'], 'VITE_MAIN_API_URL'),
  VITE_SPORTS_GUEST_API_URL: urlWith(['http:', 'https:'], 'VITE_SPORTS_GUEST_API_URL'),
  VITE_SPORTS_LANGUAGE_PACKAGE_URL: urlWith(['http:', 'https:'], 'VITE_SPORTS_LANGUAGE_PACKAGE_URL'),
  VITE_SOCKET_URL: urlWith(['ws:', 'wss:'], 'VITE_SOCKET_URL'),
  VITE_APP_VERSION: (value) =>
    /^[\w.+-]{1,32}$/.test(value) ? null : 'VITE_APP_VERSION must be a short version string such as 1.0.0',
};

/** Trims every string and treats a blank one as unset. */
function normalise(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value];
      const trimmed = value.trim();
      return [key, trimmed === '' ? undefined : trimmed];
    }),
  );
}

const withoutTrailingSlash = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');

export interface Env {
  apiMocking: boolean;
  /** Main API base URL; '' means the page origin. */
  mainApiUrl: string;
  /** Sports provider base URL for guests; '' means the page origin. */
  sportsGuestApiUrl: string;
  /** Host of the static sports language package; '' means the page origin. */
  sportsLanguagePackageUrl: string;
  /** Live-data socket URL; '' means ws(s)://<page host>/wss. */
  socketUrl: string;
  appVersion: string;
  platform: 'vietnam';
}

/** Parses raw variables; throws an Error listing every invalid variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const vars = normalise(raw) as Record<string, string | undefined>;
  const problems = Object.entries(CHECKS).flatMap(([name, check]) => {
    const value = vars[name];
    const problem = typeof value === 'string' ? check(value) : null;
    return problem ? [`${name}: ${problem}`] : [];
  });
  if (problems.length > 0) throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  return {
    apiMocking: vars.VITE_API_MOCKING === 'on',
    mainApiUrl: withoutTrailingSlash(vars.VITE_MAIN_API_URL),
    sportsGuestApiUrl: withoutTrailingSlash(vars.VITE_SPORTS_GUEST_API_URL),
    sportsLanguagePackageUrl: withoutTrailingSlash(vars.VITE_SPORTS_LANGUAGE_PACKAGE_URL),
    socketUrl: withoutTrailingSlash(vars.VITE_SOCKET_URL),
    appVersion: vars.VITE_APP_VERSION ?? '1.0.0',
    platform: 'vietnam',
  };
}

export const env: Env = parseEnv(import.meta.env as Record<string, unknown>);

interface PageLocation {
  origin: string;
  protocol: string;
  host: string;
}

function pageLocation(): PageLocation {
  if (typeof window === 'undefined') return { origin: 'http://localhost', protocol: 'http:', host: 'localhost' };
  return window.location;
}

export function resolveMainApiUrl(config: Pick<Env, 'mainApiUrl'> = env, page: PageLocation = pageLocation()): string {
  return config.mainApiUrl || page.origin;
}

export function resolveSportsGuestApiUrl(
  config: Pick<Env, 'sportsGuestApiUrl'> = env,
  page: PageLocation = pageLocation(),
): string {
  return config.sportsGuestApiUrl || page.origin;
}

/** The configured socket URL, or the page host's /wss endpoint (wss on https pages, ws otherwise). */
export function resolveSocketUrl(config: Pick<Env, 'socketUrl'> = env, page: PageLocation = pageLocation()): string {
  if (config.socketUrl) return config.socketUrl;
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}/wss`;
}
