// The promotion calls' result codes with their messages in the three answer languages (every promotion handler:
// campaigns, lucky wheel, match rewards, rewards), and the campaigns' periods read on the mock clock.
import { formatServerTime } from '@/shared/lib/server-time';
import type { CampaignRecordType } from '../db/campaigns-collections';
import { fail, resultCodes } from './main-envelope';
import type { TextLanguage } from './text-language';

const { codes, messages } = resultCodes({
  notFound: [1004000001, { vi: 'Hoạt động không tồn tại', zh: '活动不存在', en: 'This campaign does not exist' }],
  notRunning: [1004000002, { vi: 'Hoạt động chưa bắt đầu hoặc đã kết thúc', zh: '活动未开始或已结束', en: 'This campaign has not started yet or has ended' }],
  notEligible: [1004000003, { vi: 'Bạn chưa đủ điều kiện nhận thưởng', zh: '您尚未满足领取条件', en: 'You do not meet the conditions for this reward yet' }],
  alreadyClaimed: [1004000004, { vi: 'Bạn đã nhận phần thưởng này', zh: '您已领取过该奖励', en: 'You have already claimed this reward' }],
  noSpins: [1004000005, { vi: 'Bạn đã dùng hết lượt quay may mắn', zh: '您的转盘次数已用完', en: 'You have no spins left' }],
  alreadySignedUp: [1004000006, { vi: 'Bạn đã đăng ký tham gia hoạt động này', zh: '您已报名参加该活动', en: 'You have already signed up for this campaign' }],
  notAPlayer: [1004000007, { vi: 'Chỉ tài khoản người chơi mới xem được phần thưởng', zh: '仅玩家账号可查看奖励', en: 'Only player accounts can see rewards' }],
  signUpFirst: [1004000008, { vi: 'Vui lòng đăng ký tham gia trước', zh: '请先报名参加该活动', en: 'Please sign up for this campaign first' }],
});

/** The promotion result codes by name. */
export const PromotionCode = codes;
export type PromotionCodeValue = (typeof codes)[keyof typeof codes];

/** A promotion failure envelope (answered in the request's language by the declared routes). */
export const promotionFail = (code: PromotionCodeValue) => fail(code, messages[code]);

/** ActivityStatus on the mock clock: 0 not started, 1 running, 2 ended. */
export function campaignStatus(campaign: Pick<CampaignRecordType, 'startTime' | 'endTime'>, now: number): 0 | 1 | 2 {
  if (now < campaign.startTime) return 0;
  return now > campaign.endTime ? 2 : 1;
}

/** The last moment a reward of the campaign may be claimed. */
export const claimDeadlineOf = (campaign: Pick<CampaignRecordType, 'endTime' | 'claimDays'>): number => campaign.endTime + campaign.claimDays * 86_400_000;

export const serverTime = (ms: number): string => formatServerTime(ms);

/** What a campaign's own page answers first (the lucky wheel, match rewards): its id, title, status and period. */
export const campaignHeading = (campaign: CampaignRecordType, language: TextLanguage, now: number) => ({
  activityId: campaign.id,
  title: campaign.titles[language],
  status: campaignStatus(campaign, now),
  startTime: serverTime(campaign.startTime),
  endTime: serverTime(campaign.endTime),
});

/** A query parameter as a positive integer, or undefined when it is missing or not one. */
export function idParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 ? value : undefined;
}
