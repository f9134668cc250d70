// Builds the member's transaction records from the deposit and withdrawal orders and the funds ledger: each order
// is one record (its ledger entries folded into it), every other entry one record of its own. The opening entry
// of the seed is the starting balance, not a transaction, and is left out.
import type { TransactionRecordDetail, TransactionRecordKind, TransactionRecordType } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import type { LedgerEntryRecord } from '../db/ledger-collections';
import { findDepositChannel, REJECT_REASON } from '../seed/deposits';
import type { TextLanguage as Language } from './text-language';
import { withdrawChannelDefinition } from '../seed/withdrawals';
import { ledgerEntriesOf } from './ledger';
import { withdrawOrderForAnswer } from './withdrawals-lifecycle';
import { CREATED_TEXT, DEPOSIT_STATUS, KIND_TITLES, MOVED_TEXT, WITHDRAW_STATUS } from './transaction-records-texts';

const round2 = (value: number): number => Math.round(value * 100) / 100;

export const TYPE_OF_KIND: Readonly<Record<TransactionRecordKind, TransactionRecordType>> = {
  deposit: 'deposit',
  depositGift: 'deposit',
  withdraw: 'withdraw',
  withdrawReturn: 'withdraw',
  bet: 'bet',
  betRefund: 'bet',
  betPayout: 'bet',
  cashOut: 'bet',
  bonus: 'bonus',
  transferIn: 'transfer',
  transferOut: 'transfer',
};

const lastBalance = (entries: readonly LedgerEntryRecord[]): number | null =>
  entries.length === 0 ? null : entries.reduce((latest, entry) => (entry.id > latest.id ? entry : latest)).balanceAfter;

const plainFields = { channelName: null, orderAmount: null, giftAmount: null, actualAmount: null, account: null, reason: null } as const;

type OrderState = { status: TransactionRecordDetail['status']; text: Readonly<Record<Language, string>> };

interface OrderFacts {
  orderNo: string;
  type: 'deposit' | 'withdraw';
  title: string;
  amount: number;
  currency: string;
  createTime: string;
  orderAmount: number;
  state: OrderState;
  /** When the order reached its present status; null while it is still in its first one. */
  movedAt: string | null;
  folded: readonly LedgerEntryRecord[];
}

/** The fields a deposit and a withdrawal record share, with the order's steps (created, then where it is now). */
function orderRecord(order: OrderFacts, language: Language) {
  const statusText = order.state.text[language];
  return {
    recordNo: order.orderNo,
    type: order.type,
    kind: order.type,
    title: order.title,
    amount: order.amount,
    currency: order.currency,
    status: order.state.status,
    statusText,
    orderNo: order.orderNo,
    time: order.createTime,
    channelName: order.title,
    orderAmount: order.orderAmount,
    balanceAfter: lastBalance(order.folded),
    history: [
      { status: 'pending' as const, statusText: CREATED_TEXT[language], time: order.createTime },
      ...(order.movedAt === null ? [] : [{ status: order.state.status, statusText, time: order.movedAt }]),
    ],
  };
}

function depositRecords(memberId: number, entries: readonly LedgerEntryRecord[], language: Language): TransactionRecordDetail[] {
  return db.depositOrders.findMany((q) => q.where({ memberId })).map((order) => {
    const folded = entries.filter((entry) => entry.orderNo === order.orderNo);
    const since = db.depositTimelines.findFirst((q) => q.where({ orderNo: order.orderNo }))?.since;
    const movedAt = folded[0] ? formatServerTime(folded[0].time) : since === undefined ? order.createTime : formatServerTime(since);
    const credited = folded.reduce((sum, entry) => sum + entry.amount, 0);
    const facts: OrderFacts = {
      orderNo: order.orderNo,
      type: 'deposit',
      title: findDepositChannel(order.channelId)?.name[language] ?? order.channelName ?? KIND_TITLES.deposit[language],
      amount: order.status === 1 ? round2(credited || (order.actualAmount ?? order.amount)) : order.amount,
      currency: order.currency,
      createTime: order.createTime,
      orderAmount: order.amount,
      state: DEPOSIT_STATUS[order.status] ?? DEPOSIT_STATUS[3]!,
      movedAt: order.status === 0 ? null : movedAt,
      folded,
    };
    return {
      ...orderRecord(facts, language),
      fee: order.fee ?? 0,
      giftAmount: order.giftAmount ?? 0,
      actualAmount: order.actualAmount ?? null,
      account: null,
      reason: order.status === 6 ? REJECT_REASON[language] : null,
    };
  });
}

function withdrawRecords(memberId: number, entries: readonly LedgerEntryRecord[], language: Language): TransactionRecordDetail[] {
  return db.withdrawOrders.findMany((q) => q.where({ memberId })).map((order) => {
    const facts: OrderFacts = {
      orderNo: order.orderNo,
      type: 'withdraw',
      title: withdrawChannelDefinition(order.channelId)?.names[language] ?? order.channelName ?? KIND_TITLES.withdraw[language],
      amount: -order.amount,
      currency: order.currency,
      createTime: order.createTime,
      orderAmount: order.amount,
      state: WITHDRAW_STATUS[order.orderStatus] ?? WITHDRAW_STATUS[0]!,
      movedAt: order.orderStatus === 0 ? null : (order.updateTime ?? order.createTime),
      folded: entries.filter((entry) => entry.orderNo === order.orderNo),
    };
    return {
      ...orderRecord(facts, language),
      fee: order.fee,
      giftAmount: null,
      actualAmount: order.actualAmount,
      account: order.account ? `${order.account.name} ${order.account.accountNo}` : null,
      reason: order.orderStatus === 3 ? withdrawOrderForAnswer(order, language).remark || null : null,
    };
  });
}

function entryRecord(entry: LedgerEntryRecord, currency: string, language: Language): TransactionRecordDetail | null {
  if (entry.kind === 'opening') return null;
  const time = formatServerTime(entry.time);
  return {
    recordNo: `L${entry.id}`,
    type: TYPE_OF_KIND[entry.kind],
    kind: entry.kind,
    title: KIND_TITLES[entry.kind][language],
    amount: entry.amount,
    currency,
    status: 'success',
    statusText: MOVED_TEXT[language],
    orderNo: entry.orderNo,
    time,
    ...plainFields,
    fee: 0,
    balanceAfter: entry.balanceAfter,
    history: [{ status: 'success', statusText: MOVED_TEXT[language], time }],
  };
}

/** Every record of the member, newest first. */
export function transactionRecordsOf(memberId: number, language: Language): TransactionRecordDetail[] {
  const entries = ledgerEntriesOf(memberId);
  const orderNos = new Set([
    ...db.depositOrders.findMany((q) => q.where({ memberId })).map((order) => order.orderNo),
    ...db.withdrawOrders.findMany((q) => q.where({ memberId })).map((order) => order.orderNo),
  ]);
  const currency = db.wallets.findFirst((q) => q.where({ memberId }))?.currency ?? 'VND';
  const own = entries.filter((entry) => !orderNos.has(entry.orderNo) || entry.orderNo === '');
  const records = [
    ...depositRecords(memberId, entries, language),
    ...withdrawRecords(memberId, entries, language),
    ...own.flatMap((entry) => entryRecord(entry, currency, language) ?? []),
  ];
  return records.sort((a, b) => b.time.localeCompare(a.time) || b.recordNo.localeCompare(a.recordNo, 'en', { numeric: true }));
}
