// Response templates of the campaign calls, with explicit example values (the seeded first-charge campaign 3002).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { SERVER_TIME } from '../support/patterns';

export const ART_URL = M.regex('^https?://\\S+$', 'https://cdn.lotus.example/campaign/3002.svg');
export const time = (example: string) => M.regex(SERVER_TIME, example);

/** Fields every campaign summary and detail share. */
export const campaignFields = {
  id: M.integer(3002),
  type: M.integer(1),
  page: M.regex('^/\\S*$', '/first-charge'),
  title: M.like('Thưởng nạp đầu 100%'),
  summary: M.like('Nạp lần đầu nhận thưởng tới 1.888.000 VND'),
  imageUrl: ART_URL,
  categories: M.atLeastLike(M.regex('^(sports|casino|deposit|vip|newMember)$', 'deposit'), 0, 1),
  status: M.integer(1),
  startTime: time('2026-11-22 00:00:00'),
  endTime: time('2026-12-31 23:59:59'),
};

export const summary = (badges: { joined: unknown; claimable: unknown }) => ({ ...campaignFields, sortNum: M.integer(1), ...badges });

export const level = (metric: string) => ({
  levelId: M.integer(1),
  title: M.like('Nạp lần đầu từ 200.000 VND'),
  metric: M.like(metric),
  target: M.number(200_000),
  rewardAmount: M.number(50_000),
  turnoverMultiple: M.number(5),
});

export const detail = (extra: Record<string, unknown>) => ({
  ...campaignFields,
  rule: M.like('<p>Chào mừng bạn đến với Lotus!</p>'),
  eligibility: M.eachLike(M.like('Mọi thành viên của Lotus')),
  signUpRequired: M.boolean(false),
  levels: M.eachLike(level('firstDeposit')),
  rankPrizes: [],
  depositChannelId: M.integer(101),
  claimDeadline: time('2027-01-07 23:59:59'),
  stats: { participants: M.integer(1284), rewardTotal: M.number(186_400_000) },
  ...extra,
});

export const rankEntry = { rank: M.integer(1), userName: M.like('ng***an'), score: M.number(152_000_000), rewardAmount: M.number(8_888_000) };
