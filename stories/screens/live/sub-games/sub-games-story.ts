// The dice game's stories: the mock's live clock stopped at a chosen moment of a round (betting, rolling or its
// result), so every story sees the phase it is about; the normal clock comes back after the story.
import { BETTING_MS, ROLLING_MS, ROUND_MS, rollOf } from '@mocks/handlers/sub-games-rounds';
import { DEFAULT_SEED } from '@mocks/seed';
import { SUB_GAME_IDS } from '@mocks/seed/rooms';
import { SteppedClock } from '@mocks/socket/clock';
import { liveHub } from '@mocks/socket/hub';
import { placeSubGameBet } from '@/shared/api/generated/main/sub-games/sub-games';

/** The dice game of the first sports room. */
export const GAME_ID = SUB_GAME_IDS.sportsRoom;

let clock: SteppedClock | undefined;

/** The round the stories play: the one starting at the next whole round after now. */
const roundStart = () => (Math.floor(Date.now() / ROUND_MS) + 1) * ROUND_MS;
export const storyRoundNo = (): number => Math.floor((clock?.now() ?? Date.now()) / ROUND_MS);

/** Moments of the round, from its start. */
export const MOMENT = { betting: 2_000, rolling: BETTING_MS + 1_000, settled: BETTING_MS + ROLLING_MS + 1_000 } as const;

/** A beforeEach: the mock's live clock stands still `at` ms into the story's round; the system clock after. */
export const clockAt = (at: number) => (): (() => void) => {
  clock = new SteppedClock(roundStart() + at);
  liveHub.reset(DEFAULT_SEED, clock);
  return () => {
    clock = undefined;
    liveHub.reset(DEFAULT_SEED);
  };
};

/** Moves the stopped clock on (the mock settles the round's stakes when it passes their time). */
export async function advanceClock(ms: number): Promise<void> {
  if (!clock) throw new Error('The story did not stop the clock');
  await clock.advance(ms);
}

/** The round's dice as the mock rolls them. */
export const storyRoll = () => rollOf(DEFAULT_SEED, GAME_ID, storyRoundNo());

/** Stakes `amount` on the option the round's dice will show (big when they show a triple: a lost stake). */
export async function stakeOnTheWinner(amount: number): Promise<'big' | 'small'> {
  const outcome = storyRoll().outcome;
  const option = outcome === 'small' ? 'small' : 'big';
  await placeSubGameBet({ gameId: GAME_ID, roundNo: storyRoundNo(), option, amount, requestId: `story-${storyRoundNo()}` });
  return option;
}
