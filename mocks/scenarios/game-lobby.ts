// Lobby scenarios: maintenance windows on the mock clock, no banners, and the demo agent line.
import type { AdvertiseListResponse } from '@/shared/api/generated/main/model';
import { gameJumpHandler } from '../handlers/game-entry';
import { gameTypeListHandler } from '../handlers/game-types';
import { DEMO_LINE, slotListHandler } from '../handlers/game-lobby-slots';
import { ADVERTISE_ROUTES } from '../handlers/advertise';
import { windowBetween, withWindows, type Window } from '../handlers/game-lobby-catalogue';
import { ok } from '../handlers/main-envelope';
import { override } from '../handlers/routes';
import { FISHING_TYPE_ID } from '../seed/game-types';
import { defineScenario } from './types';

const MINUTE = 60_000;

/** What `lobby-maintenance` puts under maintenance: a whole type and two games (their windows, from the moment it is chosen). */
export const LOBBY_MAINTENANCE = {
  /** Fishing: the whole type, from 30 minutes before to 2 hours after. */
  typeId: FISHING_TYPE_ID,
  /** The Evolution live table: from 10 minutes before to 20 minutes after. */
  liveGameId: 1001102002,
  /** The PG slot platform (every PG slot game): from 5 minutes before to 55 minutes after. */
  slotPlatformId: 1001104002,
} as const;

function maintenanceWindows(now: number): ReadonlyMap<number, Window> {
  return new Map([
    [LOBBY_MAINTENANCE.typeId, windowBetween(now - 30 * MINUTE, now + 120 * MINUTE)],
    [LOBBY_MAINTENANCE.liveGameId, windowBetween(now - 10 * MINUTE, now + 20 * MINUTE)],
    [LOBBY_MAINTENANCE.slotPlatformId, windowBetween(now - 5 * MINUTE, now + 55 * MINUTE)],
  ]);
}

/** The host the app chooses its agent line from in a scenario (SPEC.md section 6), when the scenario names one. */
export const SCENARIO_AGENT_LINE_HOSTS: Readonly<Record<string, string>> = {
  'agent-line-demo': 'lotus-demo.example',
  'agent-line-lite': 'lotus-lite.example',
};

export const lobbyScenarios = [
  defineScenario(
    'lobby-maintenance',
    'Fishing (type 1001105) and two games (live table 1001102002, PG slots 1001104002) are inside maintenance windows that close on the clock.',
    [],
    () => {
      const source = withWindows(maintenanceWindows(Date.now()));
      return [gameTypeListHandler(source), slotListHandler(source), gameJumpHandler(source)];
    },
  ),
  defineScenario('no-banners', 'The advertise lists are empty for every tenant and placement.', [], () => [
    override<never, never, AdvertiseListResponse>(ADVERTISE_ROUTES.list, () => ok([])),
    override<never, never, AdvertiseListResponse>(ADVERTISE_ROUTES.byType, () => ok([])),
  ]),
  defineScenario(
    'agent-line-demo',
    'The demo agent group (lotus-demo, live false): the slot list answers its demo catalogue whatever line is sent; the app is on host lotus-demo.example.',
    [],
    () => [slotListHandler(undefined, DEMO_LINE)],
  ),
  defineScenario(
    'agent-line-lite',
    'The lotus-lite agent group (live false, lobbySort slots then sports, the other types after them in server order): the app is on host lotus-lite.example.',
    [],
    () => [],
  ),
];
