/**
 * The pure decisions of the navigation guard (SPEC.md section 2 "Navigation guard"), kept apart from the router
 * and the network so that each rule is unit-tested on its own.
 */
import { loginHref, SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** Account lock flags in the member's status list (SPEC.md section 4 "Account locks"). */
export const DEPOSIT_LOCK = '2';
export const WITHDRAW_LOCK = '3';

/** pathname + search + hash. */
export function fullPath(location: LocationLike): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Step 2: auth-required routes let a player through when a token is stored or given in the URL query. */
export function mayEnterAuthRoute(storedToken: string | null, search: string): boolean {
  if (storedToken) return true;
  return Boolean(new URLSearchParams(search).get('token'));
}

/**
 * Step 2: where an anonymous player goes instead of an auth-required route: /login with `redirect` (the target's
 * full path) and `from` (the path the player came from; '/' on the first page of the visit).
 */
export function loginRedirectPath(target: LocationLike, previous: LocationLike | null): string {
  return loginHref(fullPath(target), previous ? previous.pathname : PATHS.home);
}

/** True when the member's status list carries the lock flag. */
export function hasLock(status: readonly string[] | null | undefined, flag: string): boolean {
  return Array.isArray(status) && status.includes(flag);
}

/**
 * Where a blocked navigation leaves the player: where they were (full path), or home when the blocked route was
 * the first page of the visit or the place they were is the blocked route itself (which would block again).
 */
export function stayPath(previous: LocationLike | null, blockedPathname: string): string {
  if (!previous || previous.pathname === blockedPathname) return PATHS.home;
  return fullPath(previous);
}
