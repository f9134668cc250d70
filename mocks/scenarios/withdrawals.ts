// Withdrawal scenarios. Each changes the logged-in member's state once, on their first call, and then lets the base
// handlers answer: the withdraw screens meet a real open order, a member with nowhere to withdraw to, or one without
// a withdraw password, and binding an account or setting a password afterwards works as usual.
import { http, type HttpHandler } from 'msw';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { updateMember } from '../handlers/account-shared';
import { postLedgerEntry } from '../handlers/ledger';
import { authenticate } from '../handlers/session';
import { ensureSeeded } from '../seed';
import { BANK_CHANNEL_ID } from '../seed/withdrawals';
import { defineScenario } from './types';

/** Number of the withdraw-pending order of a member. */
export const pendingWithdrawOrderNo = (memberId: number) => `WD2026112310200${memberId}`;
export const PENDING_WITHDRAW_AMOUNT = 200_000;

/** Before any API call of a logged-in member: `prepare` once per member, then the base handlers answer. */
function oncePerMember(prepare: (memberId: number) => Promise<void>): HttpHandler {
  const prepared = new Set<number>();
  return http.all('*/api/*', async ({ request }) => {
    await ensureSeeded();
    const auth = authenticate(request);
    if (!auth.ok || prepared.has(auth.member.id)) return undefined;
    prepared.add(auth.member.id);
    await prepare(auth.member.id);
    return undefined;
  });
}

/** An open bank withdrawal in review, its amount held; it stays in review until a control moves it. */
async function openPendingOrder(memberId: number): Promise<void> {
  const orderNo = pendingWithdrawOrderNo(memberId);
  if (db.withdrawOrders.findFirst((q) => q.where({ orderNo }))) return;
  const card = db.bankCards.findFirst((q) => q.where({ memberId, cardType: 1 }));
  const now = Date.now();
  const created = formatServerTime(now - 10 * 60_000);
  await db.withdrawOrders.create({
    memberId,
    orderNo,
    channelId: BANK_CHANNEL_ID,
    channelName: 'Rút về ngân hàng',
    withdrawType: 1,
    orderStatus: 0,
    amount: PENDING_WITHDRAW_AMOUNT,
    currency: 'VND',
    fee: 0,
    actualAmount: PENDING_WITHDRAW_AMOUNT,
    usdtAmount: null,
    exchangeRate: null,
    account: card ? { name: card.bankName, accountNo: card.cardNo, realName: card.realName } : null,
    remark: '',
    createTime: created,
    updateTime: created,
  });
  await postLedgerEntry({ memberId, kind: 'withdraw', amount: -PENDING_WITHDRAW_AMOUNT, orderNo, time: now - 10 * 60_000 });
}

async function removeDestinations(memberId: number): Promise<void> {
  db.bankCards.deleteMany((q) => q.where({ memberId }));
  db.cryptoAddresses.deleteMany((q) => q.where({ memberId }));
}

async function removeWithdrawPassword(memberId: number): Promise<void> {
  db.withdrawPasswords.deleteMany((q) => q.where({ memberId }));
  await updateMember(memberId, (member) => {
    member.hasWithdrawPwd = false;
  });
}

export const withdrawScenarios = [
  defineScenario(
    'withdraw-pending',
    'The logged-in member has an open bank withdrawal in review (amount held): /withdraw goes to /withdrawalInformation; advanceOrder moves it on.',
    [],
    () => [oncePerMember(openPendingOrder)],
  ),
  defineScenario(
    'withdraw-no-destination',
    'The logged-in member has no bound bank card, EBPay account or USDT address: /withdraw shows where to bind one.',
    [],
    () => [oncePerMember(removeDestinations)],
  ),
  defineScenario(
    'withdraw-no-password',
    'The logged-in member has not set a withdraw password: /withdraw sends them to /withdrawPassword first.',
    [],
    () => [oncePerMember(removeWithdrawPassword)],
  ),
];
