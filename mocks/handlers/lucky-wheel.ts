// The lucky wheel (turntable calls): the wheel and its prizes, the member's spins (free spins, one per deposit step
// in the period, extra spins won), a spin whose prize the server draws (weighted, the same every time for the same
// member and spin number) and credits at once, the member's spin records and the everyone-wins marquee.
import type {
  TurntablePrize,
  TurntableResponse,
  TurntableSpinResponse,
  TurntableUserNum,
  TurntableUserNumResponse,
  TurntableUserRecordPageResponse,
  TurntableWinnerListResponse,
  TurntableWinnersRequest,
} from '@/shared/api/generated/main/model';
import { maskAccountName } from '@/shared/lib/masking';
import { db } from '../db';
import type { CampaignRecordType } from '../db/campaigns-collections';
import type { WheelPrize, WheelRecordType } from '../db/lucky-wheel-collections';
import { createRandom } from '../seed/random';
import { campaignHeading, campaignStatus, idParam, PromotionCode, promotionFail, serverTime } from './campaigns-codes';
import { catchUpMoney, creditedDeposits } from './campaigns-metrics';
import { campaignAtPage, findCampaign } from './campaigns';
import { campaignRules } from './campaigns-rules';
import { jsonBody, ok } from './main-envelope';
import { grantReward } from './welfare-grant';
import { memberRoute, route } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const WHEEL_ROUTES = {
  detail: { api: 'main', method: 'GET', path: '/api/promotion/activity/turntable/detail' },
  spin: { api: 'main', method: 'GET', path: '/api/promotion/activity/turntable/prize/get' },
  userNum: { api: 'main', method: 'GET', path: '/api/promotion/activity/turntable/user/num' },
  userRecord: { api: 'main', method: 'GET', path: '/api/promotion/activity/turntable/user/record' },
  winners: { api: 'main', method: 'POST', path: '/api/promotion/activity/turntable/record' },
} as const;

interface Wheel {
  campaign: CampaignRecordType;
  wheel: WheelRecordType;
}

/** The wheel of `activityId`, or the wheel at /luckyWheel when none is named. */
function wheelOf(activityId: number | undefined, now: number): Wheel | undefined {
  const campaign = activityId === undefined ? campaignAtPage('/luckyWheel', now) : findCampaign(activityId);
  const wheel = campaign ? db.wheels.findFirst((q) => q.where({ activityId: campaign.id })) : undefined;
  return campaign && wheel ? { campaign, wheel } : undefined;
}

const prizeOf = (prize: WheelPrize, language: TextLanguage): TurntablePrize => ({
  id: prize.id,
  name: prize.names[language],
  prizeType: prize.prizeType,
  amount: prize.amount,
  sortNum: prize.sortNum,
});

const spinsOf = (memberId: number, activityId: number) =>
  db.wheelSpins.findMany((q) => q.where({ memberId, activityId })).sort((a, b) => b.time - a.time || b.id - a.id);

/** The member's spins: free ones, one per deposit step in the period, and extra spins won. */
export function spinCount({ campaign, wheel }: Wheel, memberId: number, now: number): TurntableUserNum {
  const window = { from: campaign.startTime, to: Math.min(now, campaign.endTime) };
  const deposited = creditedDeposits(memberId, window).reduce((sum, deposit) => sum + deposit.amount, 0);
  const spins = spinsOf(memberId, campaign.id);
  const won = spins.reduce((sum, spin) => {
    const prize = wheel.prizes.find((candidate) => candidate.id === spin.prizeId);
    return sum + (prize?.prizeType === 2 ? prize.amount : 0);
  }, 0);
  const totalNum = wheel.freeSpins + Math.floor(deposited / wheel.depositPerSpin) + won;
  return { remainingNum: Math.max(0, totalNum - spins.length), usedNum: spins.length, totalNum };
}

/** The prize of the member's n-th spin: a weighted draw from a number fixed by member, wheel and spin. */
export function drawPrize(wheel: WheelRecordType, memberId: number, spinNumber: number): WheelPrize {
  const total = wheel.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let point = createRandom(memberId * 7_919 + wheel.activityId * 104_729 + spinNumber * 1_299_709).next() * total;
  for (const prize of wheel.prizes) {
    point -= prize.weight;
    if (point < 0) return prize;
  }
  return wheel.prizes[wheel.prizes.length - 1]!;
}

const nextSpinId = () => Math.max(77_000, ...db.wheelSpins.all().map((spin) => spin.id)) + 1;

/** Spins the member is spinning right now (a second spin while one is written waits for the answer). */
const spinning = new Set<number>();

async function spin(found: Wheel, memberId: number, language: TextLanguage, now: number) {
  const { campaign, wheel } = found;
  if (campaignStatus(campaign, now) !== 1) return promotionFail(PromotionCode.notRunning);
  if (spinning.has(memberId) || spinCount(found, memberId, now).remainingNum <= 0) return promotionFail(PromotionCode.noSpins);
  spinning.add(memberId);
  try {
    const prize = drawPrize(wheel, memberId, spinsOf(memberId, campaign.id).length + 1);
    const record = await db.wheelSpins.create({ id: nextSpinId(), memberId, activityId: campaign.id, prizeId: prize.id, time: now });
    if (prize.prizeType === 1) {
      await grantReward({ memberId, activityId: campaign.id, levelId: prize.id, key: `${campaign.id}:spin:${record.id}`, titles: prize.names, amount: prize.amount, turnoverMultiple: wheel.turnoverMultiple, time: now });
    }
    const { remainingNum } = spinCount(found, memberId, now);
    return ok({ prizeId: prize.id, name: prize.names[language], prizeType: prize.prizeType, amount: prize.amount, remainingNum });
  } finally {
    spinning.delete(memberId);
  }
}

const pageParam = (url: URL, name: string, fallback: number, max: number) => Math.min(max, Math.max(1, idParam(url, name) ?? fallback));

export const luckyWheelHandlers = [
  route<never, never, TurntableResponse>({ ...WHEEL_ROUTES.detail, auth: false }, ({ request }) => {
    const now = Date.now();
    const found = wheelOf(idParam(new URL(request.url), 'activityId'), now);
    if (!found) return promotionFail(PromotionCode.notFound);
    const language = textLanguageOf(request);
    const { campaign, wheel } = found;
    return ok({
      ...campaignHeading(campaign, language, now),
      rule: campaignRules(campaign, language),
      prizes: [...wheel.prizes].sort((a, b) => a.sortNum - b.sortNum).map((prize) => prizeOf(prize, language)),
    });
  }),

  memberRoute<never, never, TurntableSpinResponse>(WHEEL_ROUTES.spin, async ({ request, auth }) => {
    const now = Date.now();
    const found = wheelOf(idParam(new URL(request.url), 'activityId'), now);
    if (!found) return promotionFail(PromotionCode.notFound);
    await catchUpMoney(auth.member.id, now);
    return spin(found, auth.member.id, textLanguageOf(request), now);
  }),

  memberRoute<never, never, TurntableUserNumResponse>(WHEEL_ROUTES.userNum, async ({ request, auth }) => {
    const now = Date.now();
    const found = wheelOf(idParam(new URL(request.url), 'activityId'), now);
    if (!found) return promotionFail(PromotionCode.notFound);
    await catchUpMoney(auth.member.id, now);
    return ok(spinCount(found, auth.member.id, now));
  }),

  memberRoute<never, never, TurntableUserRecordPageResponse>(WHEEL_ROUTES.userRecord, ({ request, auth }) => {
    const url = new URL(request.url);
    const found = wheelOf(idParam(url, 'activityId'), Date.now());
    if (!found) return promotionFail(PromotionCode.notFound);
    const language = textLanguageOf(request);
    const current = pageParam(url, 'current', 1, Number.MAX_SAFE_INTEGER);
    const size = pageParam(url, 'size', 20, 100);
    const spins = spinsOf(auth.member.id, found.campaign.id);
    const records = spins.slice((current - 1) * size, current * size).map((entry) => {
      const prize = found.wheel.prizes.find((candidate) => candidate.id === entry.prizeId) ?? found.wheel.prizes[0]!;
      return { id: entry.id, prizeName: prize.names[language], prizeType: prize.prizeType, amount: prize.amount, createTime: serverTime(entry.time) };
    });
    return ok({ records, total: spins.length, current, size });
  }),

  route<never, TurntableWinnersRequest, TurntableWinnerListResponse>({ ...WHEEL_ROUTES.winners, auth: false }, async ({ request }) => {
    const body = (await jsonBody(request)) as Partial<TurntableWinnersRequest> | undefined;
    const found = wheelOf(Number.isInteger(body?.activityId) ? Number(body?.activityId) : undefined, Date.now());
    if (!found) return promotionFail(PromotionCode.notFound);
    const language = textLanguageOf(request);
    const size = Math.min(50, Math.max(1, Number.isInteger(body?.size) ? Number(body?.size) : 20));
    const prizeById = new Map(found.wheel.prizes.map((prize) => [prize.id, prize]));
    const members = db.wheelSpins
      .findMany((q) => q.where({ activityId: found.campaign.id }))
      .filter((entry) => prizeById.get(entry.prizeId)?.prizeType === 1)
      .map((entry) => ({ userName: maskAccountName(db.members.findFirst((q) => q.where({ id: entry.memberId }))?.userName ?? 'lotus'), prizeId: entry.prizeId, time: entry.time }));
    const seeded = db.wheelWinners.findMany((q) => q.where({ activityId: found.campaign.id }));
    const winners = [...members, ...seeded]
      .sort((a, b) => b.time - a.time)
      .slice(0, size)
      .map((win) => {
        const prize = prizeById.get(win.prizeId)!;
        return { userName: win.userName, prizeName: prize.names[language], amount: prize.amount, createTime: serverTime(win.time) };
      });
    return ok(winners);
  }),
];
