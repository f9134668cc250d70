import { z } from 'zod';

/**
 * Every VITE_ variable, parsed once with zod. Empty URLs mean "same origin as the page" and are resolved by
 * the helpers below, so one build can be served from any host.
 */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function urlWith(protocols: readonly string[], name: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        { message: `${name} must be empty or an absolute ${protocols.join(' / ')} URL` },
      )
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  );
}

const envSchema = z.object({
  VITE_API_MOCKING: z.preprocess(blankToUndefined, z.enum(['on', 'off']).optional()),
  VITE_MAIN_API_URL: urlWith(['http:', 'https:'], 'VITE_MAIN_API_URL'),
  VITE_SPORTS_GUEST_API_URL: urlWith(['http:', 'https:'], 'VITE_SPORTS_GUEST_API_URL'),
  VITE_SPORTS_LANGUAGE_PACKAGE_URL: urlWith(['http:', 'https:'], 'VITE_SPORTS_LANGUAGE_PACKAGE_URL'),
  VITE_SOCKET_URL: urlWith(['ws:', 'wss:'], 'VITE_SOCKET_URL'),
  VITE_APP_VERSION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[\w.+-]{1,32}$/, 'VITE_APP_VERSION must be a short version string such as 1.0.0')
      .optional(),
  ),
});

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
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = result.data;
  return {
    apiMocking: vars.VITE_API_MOCKING === 'on',
    mainApiUrl: vars.VITE_MAIN_API_URL ?? '',
    sportsGuestApiUrl: vars.VITE_SPORTS_GUEST_API_URL ?? '',
    sportsLanguagePackageUrl: vars.VITE_SPORTS_LANGUAGE_PACKAGE_URL ?? '',
    socketUrl: vars.VITE_SOCKET_URL ?? '',
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
