// Match rewards and schedules: the upcoming provider matches each match-reward and cheer-up campaign rewards (with
// the bet that earns the reward) and each schedule campaign shows. Ended campaigns keep no matches (their matches
// are over); the seeded matches are read after the sports seed, in kick-off order. Cheer-up takes the first ones,
// which lotus888's seeded open bets are on, so its cheer records start filled.
import { db } from '../db';
import type { MatchAwardRecordType } from '../db/match-rewards-collections';

/** Match-reward and cheer-up campaigns: how many matches, the bet that earns the reward and the reward. */
const AWARDS: ReadonlyArray<readonly [activityId: number, matches: number, minBet: number, reward: number, offset: number]> = [
  [3001, 3, 200_000, 50_000, 3],
  [3010, 3, 100_000, 30_000, 0],
  [3014, 2, 150_000, 30_000, 6],
  [3036, 2, 200_000, 40_000, 8],
  [3055, 2, 300_000, 50_000, 10],
];

/** Schedule campaigns: how many matches and from which place in the kick-off order; an ended one shows none. */
const SCHEDULES: ReadonlyArray<readonly [activityId: number, matches: number, offset: number, soccerOnly: boolean]> = [
  [3007, 6, 0, false],
  [3066, 5, 3, true],
  [3040, 0, 0, true],
];

/** Upcoming (not started) matches in kick-off order. */
function upcomingMatches(soccerOnly: boolean): number[] {
  return db.matches
    .findMany((q) => q.where({ ms: 4 }))
    .filter((match) => !soccerOnly || match.sid === 1)
    .sort((a, b) => a.bt - b.bt || a.id - b.id)
    .map((match) => match.id);
}

export async function seedMatchRewards(): Promise<void> {
  const soccer = upcomingMatches(true);
  const any = upcomingMatches(false);
  for (const [activityId, count, minBet, rewardAmount, offset] of AWARDS) {
    for (const matchId of soccer.slice(offset, offset + count)) {
      const award: MatchAwardRecordType = { activityId, matchId, minBet, rewardAmount, turnoverMultiple: 1 };
      await db.matchAwards.create(award);
    }
  }
  for (const [activityId, count, offset, soccerOnly] of SCHEDULES) {
    await db.matchSchedules.create({ activityId, matchIds: (soccerOnly ? soccer : any).slice(offset, offset + count) });
  }
}
