// How a screen story opens: at its route, as a guest or as a seeded member.
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
 * Meta fields of a screen's stories: the route the screen opens at and, on a member's screen, that member signed in
 * before each story (a story's own beforeEach may sign in someone else). Request recorders a story starts stop with it.
 */
export function screenAt(path: string, member?: SeededMember) {
  return {
    parameters: { route: { path } },
    beforeEach: () => {
      if (member) signIn(member);
      return stopRecording;
    },
  };
}
