// Deposit scenarios. deposit-pending gives the logged-in member an open bank-transfer order (status 0) on their first
// call, so /deposit goes to /rechargeInformation, and the base handlers then carry it through its lifecycle (upload,
// review, credit). deposit-rejected makes the review of the member's open orders end rejected. usdt-rate-moving
// answers the USDT rate 0.4% up and down in turn.
import { http, type HttpHandler } from 'msw';
import type { UsdtRateResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { serverTime } from '../handlers/account-shared';
import { DEPOSIT_CHANNEL_ROUTES, usdtRate } from '../handlers/deposits-channels';
import { DEPOSIT_EXPIRY_MS, depositClock, OPEN_DEPOSIT_STATUSES, setOutcome, startTimeline, type DepositOrderRecord } from '../handlers/deposits-lifecycle';
import { ok } from '../handlers/main-envelope';
import { override } from '../handlers/routes';
import { authenticate } from '../handlers/session';
import { ensureSeeded } from '../seed';
import { findDepositChannel } from '../seed/deposits';
import { defineScenario } from './types';

/** Number of the deposit-pending order of a member. */
export const openDepositOrderNo = (memberId: number) => `DP20261123100${memberId}`;
export const PENDING_DEPOSIT_AMOUNT = 500_000;
const BANK_TRANSFER = 101;

/** Before the member's deposit calls: `prepare` for the caller, then the base handlers answer (nothing is returned). */
function beforeDepositCalls(prepare: (memberId: number) => Promise<void>): HttpHandler {
  return http.all('*/api/fund/*', async ({ request }) => {
    await ensureSeeded();
    const auth = authenticate(request);
    if (auth.ok) await prepare(auth.member.id);
    return undefined;
  });
}

/** The open order of deposit-pending: a bank transfer made five minutes ago, not yet paid. */
async function ensurePendingOrder(memberId: number): Promise<void> {
  const orderNo = openDepositOrderNo(memberId);
  if (db.depositOrders.findFirst((q) => q.where({ orderNo }))) return;
  const channel = findDepositChannel(BANK_TRANSFER);
  if (!channel) return;
  const created = depositClock.now() - 5 * 60_000;
  const giftAmount = Math.round(PENDING_DEPOSIT_AMOUNT * ((channel.gift?.giftRate ?? 0) / 100));
  const order: DepositOrderRecord = {
    memberId,
    orderNo,
    channelId: channel.id,
    channelName: channel.name.vi,
    payType: channel.payType,
    status: 0,
    amount: PENDING_DEPOSIT_AMOUNT,
    currency: channel.currency,
    fee: 0,
    giftAmount,
    actualAmount: PENDING_DEPOSIT_AMOUNT + giftAmount,
    remark: `LT${String(memberId).slice(-4)}`,
    receiptUrl: null,
    payee: channel.payee,
    crypto: null,
    payUrl: null,
    createTime: serverTime(created),
    expireTime: serverTime(created + DEPOSIT_EXPIRY_MS),
    rejectReason: null,
  };
  await startTimeline(await db.depositOrders.create(order));
}

/** Every open order of the member will end its review rejected. */
async function rejectOpenOrders(memberId: number): Promise<void> {
  const open = db.depositOrders.findMany((q) => q.where({ memberId })).filter((order) => OPEN_DEPOSIT_STATUSES.has(order.status));
  for (const order of open) await setOutcome(order.orderNo, 'rejected');
}

/** The rate is 0.4% above and below the base rate in turn. */
function movingRate(): HttpHandler {
  let calls = 0;
  return override<{ a: string; b: string }, never, UsdtRateResponse>(DEPOSIT_CHANNEL_ROUTES.rate, ({ params }) => {
    const direction = Number(params.b);
    const base = usdtRate(params.a, direction);
    if (base === undefined || (direction !== 1 && direction !== 2)) return undefined;
    calls += 1;
    const rate = Math.round(base * (1 + (calls % 2 === 0 ? -0.004 : 0.004)));
    return ok({ currency: params.a, rate, direction, updateTime: serverTime(depositClock.now()) });
  });
}

const pending = () => [beforeDepositCalls(ensurePendingOrder)];

export const depositScenarios = [
  defineScenario('deposit-pending', 'The logged-in member has an open bank-transfer deposit (status 0): /deposit goes to /rechargeInformation.', [], pending),
  defineScenario('deposit-open-order', 'Same as deposit-pending (its earlier name).', [], pending),
  // Marked before each later call of the member, so an order created in the scenario is rejected too.
  defineScenario('deposit-rejected', "The review of the member's deposits ends rejected (status 6) with a reason.", [], () => [
    beforeDepositCalls(rejectOpenOrders),
  ]),
  defineScenario('usdt-rate-moving', 'Every USDT rate call answers a rate 0.4% above or below the base rate, in turn.', [], () => [movingRate()]),
];
