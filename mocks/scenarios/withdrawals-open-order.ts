// Open-order scenario: the logged-in member has an open withdrawal (orderStatus 0, in review), so the /withdraw guard
// sends them to the information screen. The deposit scenarios are in deposits.ts.
// The order is written into the database on the member's first order call, so later calls agree with it.
import type { HttpResponseResolver } from 'msw';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { WITHDRAWAL_LOOKUP_ROUTES, withdrawOrderResolver } from '../handlers/withdrawals-lookups';
import { override } from '../handlers/routes';
import { authenticate } from '../handlers/session';
import { defineScenario } from './types';

/** The scenario's order number (one per member). */
export const openWithdrawOrderNo = (memberId: number) => `WD20261123101${memberId}`;

async function ensureOpenWithdrawOrder(memberId: number): Promise<void> {
  const orderNo = openWithdrawOrderNo(memberId);
  if (db.withdrawOrders.findFirst((q) => q.where({ memberId, orderNo }))) return;
  const now = Date.now();
  await db.withdrawOrders.create({
    memberId,
    orderNo,
    channelId: 201,
    channelName: 'Rút về ngân hàng',
    withdrawType: 1,
    orderStatus: 0,
    amount: 200_000,
    currency: 'VND',
    fee: 0,
    actualAmount: 200_000,
    usdtAmount: null,
    exchangeRate: null,
    account: { name: 'Vietcombank', accountNo: '**** **** **** 5678', realName: 'Nguyen * An' },
    remark: '',
    createTime: formatServerTime(now - 10 * 60_000),
    updateTime: formatServerTime(now - 10 * 60_000),
  });
}

/** Runs `prepare` for the logged-in member, then answers like the base handler. */
function afterPreparing<P extends Record<string, string>, B extends object | never, R extends object>(
  prepare: (memberId: number) => Promise<void>,
  resolver: HttpResponseResolver<P, B, R>,
): HttpResponseResolver<P, B, R> {
  return async (info) => {
    const auth = authenticate(info.request);
    if (auth.ok) await prepare(auth.member.id);
    return resolver(info);
  };
}

export const withdrawalOpenOrderScenarios = [
  defineScenario('withdraw-open-order', 'The logged-in member has an open withdrawal (orderStatus 0): /withdraw goes to /withdrawalInformation.', [], () => [
    override(WITHDRAWAL_LOOKUP_ROUTES.withdrawOrder, afterPreparing(ensureOpenWithdrawOrder, withdrawOrderResolver)),
  ]),
];
