// The invite programme's reads and the reward claim (openapi/main/paths/invite.yaml, referrals-designed.yaml): the
// member's summary with the invited friends, the totals by reward type, the three tier tables, the two reward lists
// (paged, newest first, filtered by day) and the claim. Rewards are computed from the friends' ledger entries first
// (referrals-earnings.ts). generateReferralCode is answered by invite-capture.ts.
import type {
  GetInviteBetAwardListParams,
  InviteBetAwardPageResponse,
  InviteBetConfigResponse,
  InviteClaimRequest,
  InviteClaimResponse,
  InviteDepAwardPageResponse,
  InviteDepConfigResponse,
  InviteInfoResponse,
  InvitedFriend,
  InviteTotalAwardResponse,
  InviteVipConfigResponse,
} from '@/shared/api/generated/main/model';
import { maskAccountName } from '@/shared/lib/masking';
import { db } from '../db';
import type { InviteAwardRecordType } from '../db/referrals-collections';
import { bodyObject, serverTime } from './account-shared';
import { appOrigin, referralCodeFor } from './invite-capture';
import { fail, ok, resultCodes } from './main-envelope';
import { memberRoute, route } from './routes';
import { claimInviteAwards, firstDepositOf, lowestDepositTier, settleInviteAwards, totalValidBet, type InviteAwardType } from './referrals-earnings';
import { inviteesOf } from './referrals-ties';
import { computedVipLevel } from './vip-levels-progress';

export const { codes: ReferralCode, messages: referralMessages } = resultCodes({
  nothingToClaim: [1003000001, { vi: 'Không có phần thưởng để nhận', zh: '暂无可领取的奖励', en: 'There is no reward to claim' }],
});

const MAX_FRIENDS = 100;
const MAX_PAGE_SIZE = 100;

const round2 = (value: number): number => Math.round(value * 100) / 100;
const sum = (awards: readonly InviteAwardRecordType[]): number => round2(awards.reduce((total, award) => total + award.rewardAmount, 0));
const counted = (awards: readonly InviteAwardRecordType[]) => awards.filter((award) => award.status !== 2);

function friendName(memberId: number): string {
  return maskAccountName(db.members.findFirst((q) => q.where({ id: memberId }))?.userName ?? String(memberId));
}

/** The member's code and the registration link carrying it, on the origin the app was opened on. */
export function referralLinkOf(memberId: number, request: Request): { referralCode: string; inviteLink: string } {
  const referralCode = db.referralCodes.findFirst((q) => q.where({ memberId }))?.referralCode ?? referralCodeFor(memberId);
  return { referralCode, inviteLink: `${appOrigin(request)}/register?referCode=${referralCode}` };
}

function friendsOf(inviterId: number): InvitedFriend[] {
  return inviteesOf(inviterId)
    .slice(0, MAX_FRIENDS)
    .map(({ inviteeId, tiedAt }) => {
      const entries = db.ledgerEntries.findMany((q) => q.where({ memberId: inviteeId })).filter((entry) => entry.time >= tiedAt);
      return {
        friendName: friendName(inviteeId),
        registerTime: serverTime(tiedAt),
        firstDeposit: firstDepositOf(entries)?.amount ?? null,
        validBet: totalValidBet(entries),
        vipLevel: computedVipLevel(inviteeId),
      };
    });
}

/** Friends whose first deposit reached the lowest deposit tier. */
export function validInviteCountOf(inviterId: number): number {
  const lowest = lowestDepositTier();
  return inviteesOf(inviterId).filter(({ inviteeId, tiedAt }) => {
    const first = firstDepositOf(db.ledgerEntries.findMany((q) => q.where({ memberId: inviteeId })).filter((entry) => entry.time >= tiedAt));
    return first !== undefined && first.amount >= lowest;
  }).length;
}

interface PageQuery {
  current: number;
  size: number;
  beginDate: string;
  endDate: string;
}

function pageQuery(url: string): PageQuery {
  const params = new URL(url).searchParams;
  const number = (name: keyof GetInviteBetAwardListParams, fallback: number, max: number) => {
    const value = Number(params.get(name) ?? fallback);
    return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
  };
  const day = (name: 'beginDate' | 'endDate') => {
    const value = params.get(name) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  };
  return { current: number('current', 1, Number.MAX_SAFE_INTEGER), size: number('size', 20, MAX_PAGE_SIZE), beginDate: day('beginDate'), endDate: day('endDate') };
}

/** The awards of one type whose day is inside the query's range, newest first, and the requested page of them. */
function awardPage(awards: readonly InviteAwardRecordType[], awardType: InviteAwardType, dayOf: (award: InviteAwardRecordType) => string, query: PageQuery) {
  const matching = awards
    .filter((award) => award.awardType === awardType)
    .filter((award) => (!query.beginDate || dayOf(award) >= query.beginDate) && (!query.endDate || dayOf(award) <= query.endDate))
    .sort((a, b) => b.earnedAt - a.earnedAt || b.id - a.id);
  const start = (query.current - 1) * query.size;
  return { page: matching.slice(start, start + query.size), total: matching.length, current: query.current, size: query.size };
}

export const referralHandlers = [
  memberRoute<never, never, InviteInfoResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryInviteInfo' }, async ({ request, auth }) => {
    const memberId = auth.member.id;
    const awards = counted(await settleInviteAwards(memberId));
    return ok({
      ...referralLinkOf(memberId, request),
      inviteCount: inviteesOf(memberId).length,
      validInviteCount: validInviteCountOf(memberId),
      totalAward: sum(awards),
      claimableAward: sum(awards.filter((award) => award.status === 0)),
      friends: friendsOf(memberId),
    });
  }),

  memberRoute<never, never, InviteTotalAwardResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryInviteInfoTotalAward' }, async ({ auth }) => {
    const awards = counted(await settleInviteAwards(auth.member.id));
    const ofType = (type: InviteAwardType) => sum(awards.filter((award) => award.awardType === type));
    return ok({
      totalAward: sum(awards),
      depositAward: ofType(1),
      betAward: ofType(2),
      vipAward: ofType(3),
      claimableAward: sum(awards.filter((award) => award.status === 0)),
    });
  }),

  route<never, never, InviteBetConfigResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryInviteBetConfig', auth: false }, () =>
    ok(db.inviteBetTiers.all().sort((a, b) => a.minValidBet - b.minValidBet)),
  ),
  route<never, never, InviteDepConfigResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryInviteDepConfig', auth: false }, () =>
    ok(db.inviteDepTiers.all().sort((a, b) => a.minDeposit - b.minDeposit)),
  ),
  route<never, never, InviteVipConfigResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryInviteVipConfig', auth: false }, () =>
    ok(db.inviteVipTiers.all().sort((a, b) => a.vipLevel - b.vipLevel)),
  ),

  memberRoute<never, never, InviteBetAwardPageResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryInviteBetAwardList' }, async ({ request, auth }) => {
    const awards = await settleInviteAwards(auth.member.id);
    const { page, ...paging } = awardPage(awards, 2, (award) => award.day, pageQuery(request.url));
    const records = page.map((award) => ({
      friendName: friendName(award.inviteeId),
      validBet: award.base,
      rewardAmount: award.rewardAmount,
      status: award.status,
      date: award.day,
    }));
    return ok({ records, ...paging });
  }),

  memberRoute<never, never, InviteDepAwardPageResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryInviteDepAward' }, async ({ request, auth }) => {
    const awards = await settleInviteAwards(auth.member.id);
    const { page, ...paging } = awardPage(awards, 1, (award) => serverTime(award.earnedAt).slice(0, 10), pageQuery(request.url));
    const records = page.map((award) => ({
      friendName: friendName(award.inviteeId),
      depositAmount: award.base,
      rewardAmount: award.rewardAmount,
      status: award.status,
      time: serverTime(award.earnedAt),
    }));
    return ok({ records, ...paging });
  }),

  memberRoute<never, InviteClaimRequest, InviteClaimResponse>({ api: 'main', method: 'POST', path: '/api/member/invite/claimAward' }, async ({ request, auth }) => {
    const { awardType } = await bodyObject(request);
    const type = awardType === 1 || awardType === 2 || awardType === 3 ? awardType : undefined;
    const amount = await claimInviteAwards(auth.member.id, type);
    return amount > 0 ? ok({ amount }) : fail(ReferralCode.nothingToClaim, referralMessages[ReferralCode.nothingToClaim]);
  }),
];
