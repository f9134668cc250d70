import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { createGoalAlertHandler, goalAlertSound, type GoalAlertContext } from './goal-alerts';
import { goal, oddsChange } from './live-test-data';

const FOLLOWED = 912301;
const on = (pushTong: 1 | 2 = 1): GoalAlertContext => ({
  loggedIn: true,
  settings: { pushTongStatus: 0, pushTong },
  followedMatchIds: [7, FOLLOWED],
});

describe('goalAlertSound', () => {
  it('plays the chosen sound for a followed match of a logged-in player with goal sounds on', () => {
    expect(goalAlertSound({ matchId: FOLLOWED }, on(1))).toBe(1);
    expect(goalAlertSound({ matchId: FOLLOWED }, on(2))).toBe(2);
  });

  it('stays silent for a match not followed, a guest, or goal sounds off', () => {
    expect(goalAlertSound({ matchId: 8 }, on())).toBeNull();
    expect(goalAlertSound({ matchId: FOLLOWED }, { ...on(), loggedIn: false })).toBeNull();
    expect(goalAlertSound({ matchId: FOLLOWED }, { ...on(), settings: { pushTongStatus: 1, pushTong: 1 } })).toBeNull();
  });

  it('announces exactly when logged in, sounds on and the match followed, always with the chosen sound', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.boolean(),
        fc.constantFrom(0 as const, 1 as const),
        fc.constantFrom(1 as const, 2 as const),
        fc.array(fc.nat(50), { maxLength: 10 }),
        (matchId, loggedIn, pushTongStatus, pushTong, followedMatchIds) => {
          const sound = goalAlertSound({ matchId }, { loggedIn, settings: { pushTongStatus, pushTong }, followedMatchIds });
          const expected = loggedIn && pushTongStatus === 0 && followedMatchIds.includes(matchId);
          expect(sound).toBe(expected ? pushTong : null);
        },
      ),
    );
  });
});

describe('createGoalAlertHandler', () => {
  function handler(context: GoalAlertContext) {
    const play = vi.fn();
    const announce = vi.fn();
    return { handle: createGoalAlertHandler({ context: () => context, play, announce }), play, announce };
  }

  it('plays and announces a goal it lets through', () => {
    const { handle, play, announce } = handler(on(2));
    handle(goal(FOLLOWED, [1, 2]) as ServerMessage);
    expect(play).toHaveBeenCalledWith(2);
    expect(announce).toHaveBeenCalledWith(expect.objectContaining({ matchId: FOLLOWED, score: [1, 2] }));
  });

  it('ignores other pushes and goals it does not let through', () => {
    const { handle, play, announce } = handler(on());
    handle(oddsChange(FOLLOWED, [{ mid: 1, ss: 1, op: [{ ty: 1, od: 2 }] }]) as ServerMessage);
    handle(goal(8, [1, 0]) as ServerMessage);
    handle({ businessType: 'pong', businessContent: { serverTime: 1 } });
    expect(play).not.toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
  });

  it('reads the context at each goal', () => {
    let context = on();
    const play = vi.fn();
    const handle = createGoalAlertHandler({ context: () => context, play, announce: vi.fn() });
    handle(goal(FOLLOWED, [1, 0]) as ServerMessage);
    context = { ...context, followedMatchIds: [] };
    handle(goal(FOLLOWED, [2, 0]) as ServerMessage);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
