// The campaign catalogue (about 60 campaigns of every type and every campaign page) with periods on the mock clock,
// and the other players of the ranking campaigns. Wheels, match rewards and schedules are seeded beside it
// (mocks/seed/lucky-wheel.ts, mocks/seed/match-rewards.ts).
import { maskAccountName } from '@/shared/lib/masking';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import { ACTIVITY_CAMPAIGNS } from './campaigns-catalogue-activities';
import { PAGE_CAMPAIGNS } from './campaigns-catalogue-pages';
import type { CampaignSeed, Trio } from './campaigns-catalogue-types';
import { levelTitles } from './campaigns-texts';
import { hueOf } from './game-lobby-images';
import type { Random } from './random';

const DAY = 86_400_000;
/** Rewards reached in a period can be claimed for this long after it ends. */
export const CLAIM_DAYS = 7;
const DEFAULT_TURNOVER = 5;

export const CAMPAIGN_SEEDS: readonly CampaignSeed[] = [...ACTIVITY_CAMPAIGNS, ...PAGE_CAMPAIGNS];

/** The campaigns the promotions tab shows first, in this order; the others follow in catalogue order. */
const FEATURED: readonly number[] = [3002, 3004, 3005, 3009, 3065, 3016, 3010, 3003, 3012, 3006, 3013, 3001];

const sortNumOf = (id: number, index: number) => (FEATURED.includes(id) ? FEATURED.indexOf(id) + 1 : FEATURED.length + index + 1);

const texts = ([vi, zh, en]: Trio) => ({ vi, zh, en });

/** Midnight (server time, +08:00) of the day `days` from `now`. */
function serverMidnight(now: number, days: number): number {
  const shifted = now + 8 * 3_600_000;
  return shifted - (shifted % DAY) - 8 * 3_600_000 + days * DAY;
}

export function campaignRecord(seed: CampaignSeed, index: number, now: number): CampaignRecordType {
  const turnover = seed.turnover ?? DEFAULT_TURNOVER;
  const [participants, rewardTotal] = seed.results ?? [0, 0];
  return {
    id: seed.id,
    type: seed.type,
    page: seed.page,
    titles: texts(seed.title),
    summaries: texts(seed.summary),
    intros: texts(seed.intro),
    art: { emblem: seed.emblem, hue: hueOf(`${seed.page}:${seed.id}`) },
    categories: [...seed.categories],
    startTime: serverMidnight(now, seed.days[0]),
    // The period ends one second before midnight of its last day.
    endTime: serverMidnight(now, seed.days[1] + 1) - 1_000,
    claimDays: CLAIM_DAYS,
    signUpRequired: seed.signUp ?? false,
    levels: (seed.levels ?? []).map(([metric, target, rewardAmount], level) => ({
      levelId: level + 1,
      titles: levelTitles(metric, target),
      metric,
      target,
      rewardAmount,
      turnoverMultiple: turnover,
    })),
    rankPrizes: (seed.rankPrizes ?? []).map(([fromRank, toRank, rewardAmount]) => ({ fromRank, toRank, rewardAmount })),
    depositChannelId: seed.depositChannelId ?? null,
    sortNum: sortNumOf(seed.id, index),
    baseParticipants: participants,
    baseRewardTotal: rewardTotal,
  };
}

const NAME_PARTS = ['nguyen', 'tran', 'lehoang', 'phamvan', 'hoang', 'vuthi', 'dang', 'bui', 'doan', 'lucky', 'tiger', 'lotus', 'minh', 'thanh', 'long'];

/** Thirty other players with descending scores in each ranking campaign. */
async function seedRankingEntries(random: Random, campaigns: readonly CampaignRecordType[]): Promise<void> {
  for (const campaign of campaigns.filter((c) => c.type === 13)) {
    let score = random.int(120, 180) * 1_000_000;
    for (let place = 0; place < 30; place += 1) {
      const userName = maskAccountName(`${random.pick(NAME_PARTS)}${random.int(10, 99)}`);
      await db.rankingEntries.create({ activityId: campaign.id, userName, score });
      score = Math.max(1_000_000, Math.round(score * (0.72 + random.next() * 0.2) / 10_000) * 10_000);
    }
  }
}

export async function seedCampaigns(random: Random, now: number): Promise<void> {
  const records = CAMPAIGN_SEEDS.map((seed, index) => campaignRecord(seed, index, now));
  for (const record of records) await db.campaigns.create(record);
  await seedRankingEntries(random, records);
}
