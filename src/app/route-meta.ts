/**
 * Route meta flags of SPEC.md section 2, carried on each route's `handle`. Feature route files write these as
 * plain objects (features do not import app/), so `readRouteMeta` checks them at run time and the route table
 * tests check every route's handle against this shape.
 */
export type RouteTransition = 'fade' | 'slide' | 'none';

export interface RouteMeta {
  /** Shows the bottom tab bar. */
  isShowTabbar?: boolean;
  /** Shows the bet cart. */
  isShowBetCart?: boolean;
  /** fade for the main tabs and the auth pages; slide (left forward, right back) elsewhere. */
  transition?: RouteTransition;
  /** Needs login or a token in the URL query. */
  isAuth?: boolean;
  /** Closed to logged-in users, who are sent to /. */
  guestOnly?: boolean;
  /** Route name where the spec gives one. */
  name?: string;
  /** The screen stays mounted (hidden) when the player navigates away, and keeps its state. */
  keepAlive?: boolean;
  /** Key of the route title in the `routes` namespace, e.g. `title.deposit`. */
  titleKey?: string;
  /** Takes the navigation-bar title from this URL query parameter when present (/webview: `title`). */
  titleQueryParam?: string;
  /** false for screens that draw their own header (auth pages, error pages); the nav bar shows otherwise. */
  navBar?: boolean;
  /** The path whose screen this route shows (the aliases of /activity-detail). */
  aliasOf?: string;
}

const BOOLEAN_KEYS = ['isShowTabbar', 'isShowBetCart', 'isAuth', 'guestOnly', 'keepAlive', 'navBar'] as const;
const STRING_KEYS = ['name', 'titleKey', 'titleQueryParam', 'aliasOf'] as const;
const TRANSITIONS: readonly RouteTransition[] = ['fade', 'slide', 'none'];
const KNOWN_KEYS = new Set<string>([...BOOLEAN_KEYS, ...STRING_KEYS, 'transition']);

/** What is wrong with a handle, or an empty list when it is a valid RouteMeta. */
export function routeMetaProblems(handle: unknown): string[] {
  if (handle === undefined) return [];
  if (typeof handle !== 'object' || handle === null || Array.isArray(handle)) return ['handle is not an object'];
  const problems: string[] = [];
  const record = handle as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!KNOWN_KEYS.has(key)) problems.push(`unknown meta key "${key}"`);
  for (const key of BOOLEAN_KEYS) {
    if (record[key] !== undefined && typeof record[key] !== 'boolean') problems.push(`${key} must be a boolean`);
  }
  for (const key of STRING_KEYS) {
    if (record[key] !== undefined && typeof record[key] !== 'string') problems.push(`${key} must be a string`);
  }
  const transition = record.transition;
  if (transition !== undefined && !TRANSITIONS.includes(transition as RouteTransition)) {
    problems.push(`transition must be one of ${TRANSITIONS.join(', ')}`);
  }
  return problems;
}

/** The meta of a route handle; anything that is not an object reads as no flags. */
export function metaOf(handle: unknown): RouteMeta {
  return typeof handle === 'object' && handle !== null && !Array.isArray(handle) ? (handle as RouteMeta) : {};
}

/** The effective meta of a matched route chain: the deepest route that carries a handle. */
export function leafMeta(matches: ReadonlyArray<{ handle?: unknown; route?: { handle?: unknown } }>): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.handle ?? match?.route?.handle;
    if (handle !== undefined) return metaOf(handle);
  }
  return {};
}

/** Non-tab routes show the navigation bar unless their screen draws its own header. */
export function showsNavBar(meta: RouteMeta): boolean {
  return !meta.isShowTabbar && meta.navBar !== false;
}
