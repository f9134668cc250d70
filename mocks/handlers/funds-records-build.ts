// Builds the member's transaction records from the deposit and withdrawal orders and the funds ledger: each order
// is one record (its ledger entries folded into it), every other entry one record of its own. The opening entry
// of the seed is the starting balance, not a transaction, and is left out.
import type { TransactionRecordDetail, TransactionRecordKind, TransactionRecordType } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/maintenance';
import { db } from '../db';
import type { LedgerEntryRecord } from '../db/ledger-collections';
import { findDepositChannel, REJECT_REASON, type DepositLanguage as Language } from '../seed/deposit-channels';
import { ledgerEntriesOf } from './funds-ledger';
import { CREATED_TEXT, DEPOSIT_STATUS, KIND_TITLES, MOVED_TEXT, WITHDRAW_STATUS } from './funds-records-texts';

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

function depositRecords(memberId: number, entries: readonly LedgerEntryRecord[], language: Language): TransactionRecordDetail[] {
  return db.depositOrders.findMany((q) => q.where({ memberId })).map((order) => {
    const folded = entries.filter((entry) => entry.orderNo === order.orderNo);
    const state = DEPOSIT_STATUS[order.status] ?? DEPOSIT_STATUS[3]!;
    const credited = folded.reduce((sum, entry) => sum + entry.amount, 0);
    const since = db.depositTimelines.findFirst((q) => q.where({ orderNo: order.orderNo }))?.since;
    const movedAt = folded[0] ? formatServerTime(folded[0].time) : since === undefined ? order.createTime : formatServerTime(since);
    const title = findDepositChannel(order.channelId)?.name[language] ?? order.channelName ?? KIND_TITLES.deposit[language];
    const statusText = state.text[language];
    return {
      recordNo: order.orderNo,
      type: 'deposit',
      kind: 'deposit',
      title,
      amount: order.status === 1 ? round2(credited || (order.actualAmount ?? order.amount)) : order.amount,
      currency: order.currency,
      status: state.status,
      statusText,
      orderNo: order.orderNo,
      time: order.createTime,
      channelName: title,
      orderAmount: order.amount,
      fee: order.fee ?? 0,
      giftAmount: order.giftAmount ?? 0,
      actualAmount: order.actualAmount ?? null,
      account: null,
      balanceAfter: lastBalance(folded),
      reason: order.status === 6 ? REJECT_REASON[language] : null,
      history: [
        { status: 'pending', statusText: CREATED_TEXT[language], time: order.createTime },
        ...(order.status === 0 ? [] : [{ status: state.status, statusText, time: movedAt }]),
      ],
    };
  });
}

function withdrawRecords(memberId: number, entries: readonly LedgerEntryRecord[], language: Language): TransactionRecordDetail[] {
  return db.withdrawOrders.findMany((q) => q.where({ memberId })).map((order) => {
    const folded = entries.filter((entry) => entry.orderNo === order.orderNo);
    const state = WITHDRAW_STATUS[order.orderStatus] ?? WITHDRAW_STATUS[0]!;
    const statusText = state.text[language];
    const title = order.channelName ?? KIND_TITLES.withdraw[language];
    return {
      recordNo: order.orderNo,
      type: 'withdraw',
      kind: 'withdraw',
      title,
      amount: -order.amount,
      currency: order.currency,
      status: state.status,
      statusText,
      orderNo: order.orderNo,
      time: order.createTime,
      channelName: title,
      orderAmount: order.amount,
      fee: order.fee,
      giftAmount: null,
      actualAmount: order.actualAmount,
      account: order.account ? `${order.account.name} ${order.account.accountNo}` : null,
      balanceAfter: lastBalance(folded),
      reason: order.orderStatus === 3 ? order.remark || null : null,
      history: [
        { status: 'pending', statusText: CREATED_TEXT[language], time: order.createTime },
        ...(order.orderStatus === 0 ? [] : [{ status: state.status, statusText, time: order.updateTime ?? order.createTime }]),
      ],
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
