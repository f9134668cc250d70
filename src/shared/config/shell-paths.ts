/**
 * The part of the path map that the start-up bundle needs (the tab bar's tabs, the guard's redirects, the login
 * page, and the links of the home screen and its brand header) and the helpers that build their URLs. PATHS (paths.ts) includes every one of these paths; code that
 * runs before the first screen (src/app/guard*, the tab bar, the home route and its screen) imports from here, so the
 * start-up bundle does not carry the whole map (docs/decisions/008). Everything else imports from paths.ts.
 */
export const SHELL_PATHS = {
  home: '/',
  login: '/login',
  sports: '/sports',
  activity: '/activity',
  live: '/live',
  userCenter: '/user-center',
  userCenterBetRecord: '/user-center-bet-record',
  maintain: '/maintain',
  deposit: '/deposit',
  withdraw: '/withdraw',
  rechargeInformation: '/rechargeInformation',
  withdrawalInformation: '/withdrawalInformation',
  register: '/register',
  vip: '/vip',
  webview: '/webview',
  game: '/game',
  activityDetail: '/activity-detail',
  matchDetail: '/match-detail/:id',
  languageSetting: '/languagesetting',
  message: '/message',
  service: '/service',
} as const;

/** The names of a path's params: 'id' for '/match-detail/:id'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/**
 * A path-segment value percent-encoded like the router encodes params ('a b' -> 'a%20b'), with the characters a
 * path segment may hold as they are ($ & + , : ; = @).
 */
function encodePathParam(value: string): string {
  return encodeURIComponent(value).replace(/%(24|26|2B|2C|3A|3B|3D|40)/gi, (escaped) => decodeURIComponent(escaped));
}

/** A path of the map with its params filled in (`fillPath(PATHS.matchDetail, { id: 7 })` is '/match-detail/7'). */
export function fillPath<P extends string>(path: P, params: { [K in ParamNames<P>]: string | number }): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, key: string) => encodePathParam(String(values[key])));
}

/** A query value; null and undefined are left out of the query. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Encodes a query value like the address bar shows it: everything that would change the query's meaning is
 * escaped, while '/', ':', '@' and ',' stay readable (so redirect=/deposit rather than redirect=%2Fdeposit).
 * RFC 3986 allows those four in a query, and URLSearchParams reads the value back unchanged.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/gi, '/').replace(/%3A/gi, ':').replace(/%40/g, '@').replace(/%2C/gi, ',');
}

/** `a=1&b=x` from ordered pairs, values encoded with encodeQueryValue. */
export function buildQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(value)}`).join('&');
}

/** `path?query` in the order of `query`'s keys, without null or undefined values; the path alone when none is left. */
export function withQuery(path: string, query: QueryParams): string {
  const pairs = Object.entries(query).flatMap(([key, value]): Array<[string, string]> =>
    value === null || value === undefined ? [] : [[key, String(value)]],
  );
  return pairs.length > 0 ? `${path}?${buildQuery(pairs)}` : path;
}

/**
 * The login page that brings the player to `redirect` once logged in (SPEC.md section 2 "Navigation guard",
 * step 2), with `from`, the path the player came from, when given. Every way to the login page builds its URL
 * here, in the address bar's readable encoding (`/login?redirect=/deposit&from=/sports`): it is what the guard
 * has always shown, and it stays one exact value for any target because whatever could split the query
 * (& = ? # + and spaces) is escaped.
 */
export function loginHref(redirect: string, from?: string): string {
  return withQuery(SHELL_PATHS.login, { redirect, from });
}
