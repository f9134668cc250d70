/** Route meta flags of SPEC.md section 2, carried on each route's `handle`. */
export type RouteTransition = 'fade' | 'slide' | 'none';

export interface RouteMeta {
  /** Shows the bottom tab bar. */
  isShowTabbar?: boolean;
  /** Shows the bet cart. */
  isShowBetCart?: boolean;
  transition?: RouteTransition;
  /** Needs login or a token in the URL query. */
  isAuth?: boolean;
  /** Closed to logged-in users, who are sent to /. */
  guestOnly?: boolean;
  /** Route name where the spec gives one. */
  name?: string;
}

export function metaOf(handle: unknown): RouteMeta {
  return typeof handle === 'object' && handle !== null ? (handle as RouteMeta) : {};
}
