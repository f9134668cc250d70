// Promotion scenarios: no campaigns at all, every claim refused as already claimed, every campaign over (and its
// claim window closed), and a lucky wheel with no spins left.
import { http, type HttpHandler } from 'msw';
import type { ActivityListResponse, CollectedRewardPageResponse, TurntableUserNumResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { CAMPAIGN_ROUTES } from '../handlers/campaigns';
import { CLAIM_ROUTES } from '../handlers/campaigns-claim';
import { PromotionCode, promotionFail } from '../handlers/campaigns-codes';
import { WHEEL_ROUTES } from '../handlers/lucky-wheel';
import { MATCH_REWARD_ROUTES } from '../handlers/match-rewards';
import { ok } from '../handlers/main-envelope';
import { REWARDS_ROUTE } from '../handlers/welfare';
import { override } from '../handlers/routes';
import { authenticate } from '../handlers/session';
import { ensureSeeded } from '../seed';
import { defineScenario } from './types';

/** A member call answered by `answer` (10009 without a session, as the base handler would). */
function memberOverride(meta: { method: 'GET' | 'POST'; path: string }, answer: (request: Request) => Response) {
  return override(meta, ({ request }) => {
    const auth = authenticate(request);
    return auth.ok ? answer(request) : auth.response;
  });
}

/** Ends every campaign an hour ago with its claim window closed (once; later calls see the same catalogue). */
async function endEveryCampaign(): Promise<void> {
  const now = Date.now();
  const endTime = now - 3_600_000;
  for (const campaign of db.campaigns.all().filter((c) => c.endTime > endTime || c.claimDays > 0)) {
    await db.campaigns.update((q) => q.where({ id: campaign.id }), {
      data: (record) => {
        record.endTime = Math.min(record.endTime, endTime);
        record.startTime = Math.min(record.startTime, record.endTime - 7 * 86_400_000);
        record.claimDays = 0;
      },
    });
  }
}

const beforePromotionCalls = (prepare: () => Promise<void>): HttpHandler =>
  http.all('*/api/promotion/*', async () => {
    await ensureSeeded();
    await prepare();
    return undefined;
  });

export const campaignScenarios = [
  defineScenario('promotions-empty', 'The promotions tab lists no campaign and the member has no reward in /welfare.', [], () => [
    override<never, never, ActivityListResponse>(CAMPAIGN_ROUTES.list, () => ok([])),
    memberOverride(REWARDS_ROUTE, (request) => {
      const url = new URL(request.url);
      const empty: CollectedRewardPageResponse['data'] = { records: [], total: 0, current: Number(url.searchParams.get('current') ?? 1) || 1, size: Number(url.searchParams.get('size') ?? 20) || 20, totalAmount: 0, claimableAmount: 0 };
      return ok(empty);
    }),
  ]),
  defineScenario(
    'claim-refused',
    'Every reward claim (activity/claim, receiveMatchRewards) is refused with 1004000004: already claimed on another device.',
    [],
    () => [
      memberOverride(CLAIM_ROUTES.claim, () => promotionFail(PromotionCode.alreadyClaimed)),
      memberOverride(MATCH_REWARD_ROUTES.receive, () => promotionFail(PromotionCode.alreadyClaimed)),
    ],
  ),
  defineScenario('campaign-ended', 'Every campaign ended an hour ago and its claim window is closed: pages show their results, claims and sign-ups answer 1004000002.', [], () => [
    beforePromotionCalls(endEveryCampaign),
  ]),
  defineScenario('wheel-no-spins', 'The member has used every lucky-wheel spin: user/num answers 0 left and a spin answers 1004000005.', [], () => [
    memberOverride(WHEEL_ROUTES.userNum, () => ok<TurntableUserNumResponse['data']>({ remainingNum: 0, usedNum: 3, totalNum: 3 })),
    memberOverride(WHEEL_ROUTES.spin, () => promotionFail(PromotionCode.noSpins)),
  ]),
];
