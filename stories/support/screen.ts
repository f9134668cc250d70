// How a screen story opens: at its route, as a guest or as a seeded member.
import { fillPath, PATHS, type RouteName, type RouteParams } from '@/shared/config/paths';
import { clearToken } from '@/shared/session/token-store';
import { stopRecording } from '../../tests/support/requests';
import { signIn, type SeededMember } from '../../tests/support/session';

/** A beforeEach that signs a seeded member in before the screen renders. */
export const signedIn = (member: SeededMember) => (): void => {
  signIn(member);
};

/** A beforeEach that leaves the player a guest (over a member the meta signed in). */
export const asGuest = (): void => {
  clearToken();
};

/**
 * Meta fields of a screen's stories: the route the screen opens at (at `url` when that differs from its path, e.g.
 * with a query) and, on a member's screen, that member signed in before each story (a story's own beforeEach may sign
 * in someone else). Request recorders a story starts stop with it.
 */
export function screenAt(path: string, member?: SeededMember, url?: string) {
  return opening(url === undefined ? { path } : { path, url }, member);
}

/**
 * Meta fields of a screen at a named route (PATHS), opened at its path with `params` filled in:
 * `routeScreen('anchorInfo', { id: 301 })` is the anchor info screen at /anchor-infor/301.
 */
export function routeScreen<N extends RouteName>(name: N, params?: RouteParams<N>, member?: SeededMember) {
  const path: string = PATHS[name];
  return opening({ path, url: params ? fillPath(path, params) : path }, member);
}

/** Meta fields of a screen at a named route (PATHS), opened at `url` (its path with a query, or a story's own address). */
export function routeScreenAt(name: RouteName, url: string, member?: SeededMember) {
  return opening({ path: PATHS[name], url }, member);
}

/** The route a story's screen answers and the URL it starts at; the member signed in and recorders stopped per story. */
function opening(route: { path: string; url?: string }, member?: SeededMember) {
  return {
    parameters: { route },
    beforeEach: () => {
      if (member) signIn(member);
      return stopRecording;
    },
  };
}
