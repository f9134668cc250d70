// Game maintenance scenarios: the C-sport game (so the sports tab goes to /maintain) or the whole slot type is
// inside a maintenance window that started 30 minutes ago and ends in 2 hours.
import type { GameTypeListResponse } from '@/shared/api/generated/main/model';
import { C_SPORT_GAME_ID, SLOT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { GAME_TYPE_LIST } from '../handlers/game-types';
import { ok } from '../handlers/main-envelope';
import { override } from '../handlers/routes';
import { defineScenario } from './types';

function activeWindow() {
  const now = Date.now();
  return { startTime: formatServerTime(now - 30 * 60_000), endTime: formatServerTime(now + 2 * 3_600_000) };
}

export const gameTypeScenarios = [
  defineScenario('c-sport-maintenance', 'The C-sport game 1001101101 is inside a maintenance window (sports tab -> /maintain).', [], () => [
    override<never, never, GameTypeListResponse>(GAME_TYPE_LIST, () => {
      const window = activeWindow();
      return ok(
        db.gameTypes.all().map((type) => ({
          ...type,
          gameList: type.gameList.map((game) => (game.id === C_SPORT_GAME_ID ? { ...game, ...window } : game)),
        })),
      );
    }),
  ]),
  defineScenario('slot-maintenance', 'The slot game type 1001104 is inside a maintenance window.', [], () => [
    override<never, never, GameTypeListResponse>(GAME_TYPE_LIST, () =>
      ok(db.gameTypes.all().map((type) => (type.id === SLOT_GAME_TYPE_ID ? { ...type, ...activeWindow() } : type))),
    ),
  ]),
];
