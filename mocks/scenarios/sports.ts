// Sports scenarios: provider failures (maintenance, expired token, system error) and live evenings (busy, goal rush,
// dropping socket, no matches). A live evening switches the live hub (mocks/socket/evening.ts) when the scenario is
// selected; its handlers hold provider calls back until the evening's sports data is in place.
import { http } from 'msw';
import { localiseFailure } from '../handlers/main-envelope';
import { override } from '../handlers/routes';
import { SPORTS_TEXTS, sportsFail, sportsMaintenance, SportsCode } from '../handlers/sports-envelope';
import type { LiveEvening } from '../socket/evening';
import { liveHub } from '../socket/hub';
import { defineScenario } from './types';

const SPORTS_CALL = /\/v1\/(match|order|bulletin|merchant)\//;

/** The provider's "system error". */
export const SPORTS_SYSTEM_ERROR = 6;

/** Live evenings of the scenarios below (tests read their numbers). */
export const EVENINGS = {
  busy: { profile: 'busy', tickMs: 200, oddsMovesPerTick: 25 },
  goalRush: { goalEveryMs: 3000 },
  socketDrops: { dropAfterMs: 2000 },
  empty: { profile: 'empty' },
} as const satisfies Record<string, Partial<LiveEvening>>;

/** Passes every provider call on once the evening's data is ready (the answer comes from the base handlers). */
const afterEveningReady = () => [
  http.all(SPORTS_CALL, async () => {
    await liveHub.ready();
    return undefined;
  }),
];

export const sportsScenarios = [
  defineScenario(
    'sports-maintenance',
    'The provider is under maintenance: statistical and getList answer code 8 with "[<startMs>-<endMs>]".',
    [{ api: 'sports', code: SportsCode.maintenance }],
    () => {
      const answer = () => {
        const now = Date.now();
        return sportsMaintenance(now - 10 * 60_000, now + 2 * 3_600_000);
      };
      return [
        override({ method: 'POST', path: '/v1/match/statistical' }, answer),
        override({ method: 'POST', path: '/v1/match/getList' }, answer),
      ];
    },
  ),
  defineScenario(
    'sports-token-expired',
    'The first provider call answers 14010 (token expired) once; later calls are normal.',
    [{ api: 'sports', code: SportsCode.tokenExpired }],
    () => [http.post(SPORTS_CALL, ({ request }) => localiseFailure(sportsFail(SportsCode.tokenExpired), request), { once: true })],
  ),
  defineScenario(
    'sports-error',
    `Every provider call answers code ${SPORTS_SYSTEM_ERROR} (system error).`,
    [{ api: 'sports', code: 'other' }],
    () => [http.post(SPORTS_CALL, ({ request }) => localiseFailure(sportsFail(SPORTS_SYSTEM_ERROR, SPORTS_TEXTS.systemError), request))],
  ),
  defineScenario(
    'busy-evening',
    `At least 300 live matches; the socket steps every ${EVENINGS.busy.tickMs} ms with ${EVENINGS.busy.oddsMovesPerTick} odds moves per step.`,
    [],
    afterEveningReady,
    EVENINGS.busy,
  ),
  defineScenario(
    'goal-rush',
    `A goal every ${EVENINGS.goalRush.goalEveryMs / 1000} s on the subscribed live matches in turn, markets suspended and reopened around each.`,
    [],
    () => [],
    EVENINGS.goalRush,
  ),
  defineScenario(
    'socket-drops',
    `The live socket closes ${EVENINGS.socketDrops.dropAfterMs / 1000} s after connecting and refuses every later connection (reconnecting, then offline).`,
    [],
    () => [],
    EVENINGS.socketDrops,
  ),
  defineScenario('sports-empty', 'No matches anywhere: no live, today, early or outright matches, nothing on the socket.', [], afterEveningReady, EVENINGS.empty),
];
