// What kind of live evening the hub plays: which sports data it starts from, how fast the simulator steps, and how
// the socket treats connections. Scenarios (mocks/scenarios/sports.ts) pick one; no choice is the normal evening.
import { Collection } from '@msw/data';
import * as sportsCollections from '../db/sports-collections';
import { createRandom } from '../seed/random';
import { seedSports, type SeedProfile } from '../seed/sports';

/** The sports catalogue: the normal seed, a busy evening (300 or more live matches) or no matches at all. */
export type SportsProfile = SeedProfile;

export interface LiveEvening {
  /** The sports data the evening plays on (the sports collections are reseeded when it changes). */
  profile: SportsProfile;
  /** Milliseconds between two simulator steps. */
  tickMs: number;
  /** Odds moves added to every step, about half of them on subscribed matches. */
  oddsMovesPerTick: number;
  /** A goal on one of the subscribed live matches this often (none when undefined). */
  goalEveryMs?: number;
  /** Each connection is closed this long after it opened, and every later connection is refused. */
  dropAfterMs?: number;
  /** Extra chat lines per second in every joined live room, beside the room's own chat (a flood). */
  chatPerSecond?: number;
  /** A live room's stream ends this long after a player first asks for its playlist. */
  roomsEndAfterMs?: number;
  /** Every member who joins a room's chat is muted there: told so on joining, and every message refused. */
  chatMutesMembers?: boolean;
}

export const NORMAL_EVENING: LiveEvening = { profile: 'normal', tickMs: 4000, oddsMovesPerTick: 2 };

/** Close codes the hub ends a connection with. */
export const CLOSE_CODES = { serviceRestart: 1012, tryAgainLater: 1013 } as const;

/** Replaces the sports collections with the catalogue of `profile`, from the same seed numbers as the full seed. */
export async function reseedSports(seed: number, now: number, profile: SportsProfile): Promise<void> {
  for (const collection of Object.values(sportsCollections)) if (collection instanceof Collection) collection.clear();
  await seedSports(createRandom(seed + 1), Math.floor(now / 60_000) * 60_000, { profile });
}
