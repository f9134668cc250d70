// The shape the campaign catalogue is written in (mocks/seed/campaigns-catalogue-*.ts): compact tuples that
// mocks/seed/campaigns.ts turns into campaign records.
import type { ActivityCategory, ActivityLevelMetric } from '@/shared/api/generated/main/model';
import type { CampaignEmblem } from './campaigns-art';

/** A text in Vietnamese, Simplified Chinese and English. */
export type Trio = readonly [vi: string, zh: string, en: string];

/** A level: what it counts, the target and the reward. */
export type LevelSeed = readonly [metric: ActivityLevelMetric, target: number, reward: number];

export interface CampaignSeed {
  id: number;
  /** ActivityType (1-16). */
  type: number;
  page: string;
  title: Trio;
  summary: Trio;
  /** The opening paragraph of the rules. */
  intro: Trio;
  emblem: CampaignEmblem;
  categories: readonly ActivityCategory[];
  /** Days from the reference time: [start, end]. */
  days: readonly [number, number];
  levels?: readonly LevelSeed[];
  /** Turnover multiple of every level's reward (5 unless given). */
  turnover?: number;
  rankPrizes?: ReadonlyArray<readonly [fromRank: number, toRank: number, reward: number]>;
  signUp?: boolean;
  depositChannelId?: number;
  /** Participants and rewards paid so far (the results an ended campaign shows). */
  results?: readonly [participants: number, rewardTotal: number];
}

/** The prize table of a ranking: places 1, 2, 3, 4-10 and 11-20. */
export const RANK_PRIZES_LARGE = [
  [1, 1, 8_888_000],
  [2, 2, 3_888_000],
  [3, 3, 1_888_000],
  [4, 10, 588_000],
  [11, 20, 188_000],
] as const;

export const RANK_PRIZES_SMALL = [
  [1, 1, 1_888_000],
  [2, 2, 888_000],
  [3, 3, 588_000],
  [4, 10, 188_000],
] as const;
