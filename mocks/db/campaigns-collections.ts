// The campaign catalogue of the promotions mock: one record per campaign with its texts in every answer language,
// its period on the mock clock and the levels (tiers, tasks, gift boxes) it pays; beside it the members' sign-ups,
// the counted opens (activity/click) and the other players of the rankings.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { ActivityCategory, ActivityLevelMetric, RankPrize } from '@/shared/api/generated/main/zod/schemas/index.zod';

export const Texts = z.object({ vi: z.string().min(1), zh: z.string().min(1), en: z.string().min(1) });
export type TextsRecord = z.infer<typeof Texts>;

export const CampaignLevelRecord = z.object({
  levelId: z.int().positive(),
  titles: Texts,
  metric: ActivityLevelMetric,
  target: z.number().positive(),
  rewardAmount: z.number().nonnegative(),
  turnoverMultiple: z.number().nonnegative(),
});
export type CampaignLevel = z.infer<typeof CampaignLevelRecord>;

/** The picture of a campaign: an emblem on a gradient of one hue (drawn by mocks/seed/campaigns-art.ts). */
export const CampaignArt = z.object({ emblem: z.string().min(1), hue: z.int().min(0).max(359) });

export const CampaignRecord = z.object({
  id: z.int().positive(),
  /** ActivityType: which part the campaign page has besides its rules. */
  type: z.int().min(1).max(16),
  /** The app route the campaign opens at. */
  page: z.string().startsWith('/'),
  titles: Texts,
  summaries: Texts,
  /** The campaign's own opening paragraph of its rules (plain text; the handler builds the HTML). */
  intros: Texts,
  art: CampaignArt,
  categories: z.array(ActivityCategory),
  /** Epoch milliseconds on the mock clock. */
  startTime: z.int(),
  endTime: z.int(),
  /** Rewards reached in the period can be claimed this many days after its end. */
  claimDays: z.int().nonnegative(),
  signUpRequired: z.boolean(),
  levels: z.array(CampaignLevelRecord),
  rankPrizes: z.array(RankPrize),
  depositChannelId: z.int().nullable(),
  sortNum: z.int(),
  /** Participants and rewards paid before the mock started (the members' own claims are added when answered). */
  baseParticipants: z.int().nonnegative(),
  baseRewardTotal: z.number().nonnegative(),
});
export type CampaignRecordType = z.infer<typeof CampaignRecord>;

export const CampaignSignUp = z.object({ memberId: z.int(), activityId: z.int(), time: z.int() });

/** One counted open of a campaign page (activity/click); memberId 0 for a guest. */
export const CampaignClick = z.object({ activityId: z.int(), advertiseId: z.int().nullable(), memberId: z.int(), time: z.int() });

/** Another player's score in a ranking campaign (the mock's members are ranked among them). */
export const RankingEntryRecord = z.object({ activityId: z.int(), userName: z.string().min(1), score: z.number().nonnegative() });

export const campaignsCollections = {
  campaigns: new Collection({ schema: CampaignRecord }),
  campaignSignUps: new Collection({ schema: CampaignSignUp }),
  campaignClicks: new Collection({ schema: CampaignClick }),
  rankingEntries: new Collection({ schema: RankingEntryRecord }),
};
