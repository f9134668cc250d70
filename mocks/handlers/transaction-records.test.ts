import { beforeEach, describe, expect, it } from 'vitest';
import { formatServerTime } from '@/shared/lib/server-time';
import { useScenario } from '../node';
import { openDepositOrderNo } from '../scenarios/deposits';
import { reseed, SEED_TOKENS } from '../seed';
import { SEED_CLOSED_DEPOSIT_NO } from '../seed/deposits';
import { SEED_CLOSED_WITHDRAW_NO } from '../seed/withdrawals';
import { MOCK_ORIGIN, type Json } from '../testing/client';
import { postLedgerEntry } from './ledger';

const LOTUS_ID = 10001;
const DAY = 86_400_000;
const day = (offset: number) => formatServerTime(Date.now() + offset * DAY).slice(0, 10);
const week = { startDate: day(-6), endDate: day(0) };

async function get(path: string, query: Record<string, string | number>, language = 'vi-VI', token: string | null = SEED_TOKENS.lotus888): Promise<Json> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const headers: Record<string, string> = { Language: language };
  if (token) headers.authorization = token;
  const response = await fetch(`${MOCK_ORIGIN}${path}?${search}`, { headers });
  return response.json();
}
const list = (query: Record<string, string | number>, language?: string) => get('/api/fund/record/list', query, language);
const detail = (recordNo: string, language?: string) => get('/api/fund/record/detail', { recordNo }, language);

describe('transaction record list', () => {
  beforeEach(() => reseed());

  it('needs a session', async () => {
    expect((await get('/api/fund/record/list', week, 'vi-VI', null)).code).toBe(10009);
    expect((await get('/api/fund/record/detail', { recordNo: SEED_CLOSED_DEPOSIT_NO }, 'vi-VI', null)).code).toBe(10009);
  });

  it("gives lotus888's credited deposit and paid withdrawal, newest first, without the opening balance", async () => {
    const answer = await list(week, 'en-US');
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ total: 2, current: 1, size: 20 });
    expect(answer.data.records).toEqual([
      expect.objectContaining({ recordNo: SEED_CLOSED_WITHDRAW_NO, type: 'withdraw', amount: -300_000, status: 'success', statusText: 'Paid out' }),
      expect.objectContaining({ recordNo: SEED_CLOSED_DEPOSIT_NO, type: 'deposit', amount: 507_500, status: 'success', statusText: 'Credited' }),
    ]);
    expect(answer.data.records[0].history).toBeUndefined();
  });

  it('lists every other ledger entry as its own success record, filtered by type and status and paged', async () => {
    await postLedgerEntry({ memberId: LOTUS_ID, kind: 'bet', amount: -50_000, orderNo: '4120015530000' });
    await postLedgerEntry({ memberId: LOTUS_ID, kind: 'betPayout', amount: 95_000, orderNo: '4120015530000' });
    await postLedgerEntry({ memberId: LOTUS_ID, kind: 'bonus', amount: 20_000 });
    const bets = await list({ ...week, type: 'bet' }, 'zh-CN');
    expect(bets.data.records.map((r: Json) => [r.kind, r.amount, r.title, r.orderNo])).toEqual([
      ['betPayout', 95_000, '投注派彩', '4120015530000'],
      ['bet', -50_000, '体育投注', '4120015530000'],
    ]);
    expect((await list({ ...week, type: 'bonus' })).data.records).toMatchObject([{ kind: 'bonus', status: 'success', statusText: 'Hoàn tất' }]);
    expect((await list({ ...week, status: 'pending' })).data).toMatchObject({ total: 0, records: [] });
    const second = await list({ ...week, size: 2, current: 2 });
    expect(second.data).toMatchObject({ total: 5, current: 2, size: 2 });
    expect(second.data.records.map((r: Json) => r.kind)).toEqual(['bet', 'withdraw']);
  });

  it('keeps to the date range (server days, both ends included)', async () => {
    expect((await list({ startDate: day(0), endDate: day(0) })).data.total).toBe(0);
    expect((await list({ startDate: day(-3), endDate: day(-3) })).data.records).toMatchObject([{ recordNo: SEED_CLOSED_DEPOSIT_NO }]);
  });

  it('refuses a range ending before it starts, over 90 days, or not a date, with 1006000301 in the language asked', async () => {
    const backwards = await list({ startDate: day(0), endDate: day(-1) }, 'en-US');
    expect(backwards).toEqual({ code: 1006000301, msg: 'Invalid date range', data: null });
    expect((await list({ startDate: day(-90), endDate: day(0) })).code).toBe(1006000301);
    expect((await list({ startDate: day(-89), endDate: day(0) })).code).toBe(200);
    expect((await list({ startDate: '2026-13-45', endDate: day(0) })).code).toBe(1006000301);
    expect((await list({ ...week, current: 'x' })).code).toBe(1006000301);
  });

  it('shows an open deposit order as pending with its exact status', async () => {
    useScenario('deposit-open-order');
    const orderNo = openDepositOrderNo(LOTUS_ID);
    const pending = await list({ ...week, status: 'pending', type: 'deposit' }, 'en-US');
    expect(pending.data.records).toMatchObject([{ recordNo: orderNo, status: 'pending', statusText: 'Awaiting payment', amount: 500_000 }]);
  });
});

describe('transaction record details', () => {
  beforeEach(() => reseed());

  it('gives a withdrawal with its account, amounts and status history', async () => {
    const answer = await detail(SEED_CLOSED_WITHDRAW_NO, 'zh-CN');
    expect(answer.data).toMatchObject({
      recordNo: SEED_CLOSED_WITHDRAW_NO,
      title: '提现到银行卡',
      channelName: '提现到银行卡',
      orderAmount: 300_000,
      fee: 0,
      actualAmount: 300_000,
      account: 'Vietcombank **** **** **** 5678',
      reason: null,
      history: [{ status: 'pending', statusText: '已创建订单' }, { status: 'success', statusText: '已出款' }],
    });
  });

  it('gives a deposit with its channel and gift, and a ledger entry with the balance after it', async () => {
    expect((await detail(SEED_CLOSED_DEPOSIT_NO, 'en-US')).data).toMatchObject({ type: 'deposit', orderAmount: 500_000, giftAmount: 7_500, actualAmount: 507_500 });
    const entry = await postLedgerEntry({ memberId: LOTUS_ID, kind: 'cashOut', amount: 42_000, orderNo: '77' });
    const answer = await detail(`L${entry.id}`, 'en-US');
    expect(answer.data).toMatchObject({ kind: 'cashOut', title: 'Cash out', amount: 42_000, balanceAfter: 1_292_000, channelName: null, history: [{ status: 'success' }] });
  });

  it("answers 1006000302 for an unknown record and for another member's", async () => {
    expect(await detail('L999999', 'en-US')).toEqual({ code: 1006000302, msg: 'Transaction not found', data: null });
    const other = await get('/api/fund/record/detail', { recordNo: SEED_CLOSED_DEPOSIT_NO }, 'vi-VI', SEED_TOKENS.nomobile01);
    expect(other.code).toBe(1006000302);
  });
});
