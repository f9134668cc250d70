import { describe, expect, it } from 'vitest';
import { getGetBetMatchIdListUrl, getGetMyBetDetailUrl, getGetMyBetSumUrl } from '@/shared/api/generated/main/game/game';
import {
  getCashOutBetUrl,
  getGetCashOutPriceUrl,
  getListBetsUrl,
  getPlaceSingleBetsUrl,
} from '@/shared/api/generated/sports/order/order';
import { formatServerTime } from '@/shared/lib/server-time';
import { SEED_TOKENS } from '../seed';
import { call, type Json } from '../testing/client';
import { CONFIRM_MS } from './bet-placing-store';
import { freezeClock, LOTUS_ID, openPicks, provider, useBettingTestData, type OpenPick } from './bet-placing-test-client';
import { settleMatch } from './sports-settlement';
import { db } from '../db';

useBettingTestData();

const token = SEED_TOKENS.lotus888;
const VND = 1000;
const DAY = 24 * 3_600_000;

const balance = async (): Promise<number> => (await call('POST', '/api/fund/wallet/member/local', { token })).data.memberWallet.balance;
const range = (days = 14) => ({ startTime: formatServerTime(Date.now() - days * DAY), endTime: formatServerTime(Date.now() + DAY) });
const sum = async (body: Json = range()) => call('POST', getGetMyBetSumUrl(), { token, body });
const detail = async (body: Json = { ...range(), size: 100 }) => call('POST', getGetMyBetDetailUrl(), { token, body });

/** Every provider record of the member placed in the range (settled and unsettled). */
async function providerRecords(days = 14): Promise<Json[]> {
  const window = { startTime: Date.now() - days * DAY, endTime: Date.now() + DAY, timeType: 1, current: 1, size: 200 };
  const settled = await provider(getListBetsUrl(), { isSettled: true, ...window });
  const unsettled = await provider(getListBetsUrl(), { isSettled: false, unsettledAllowTimeRange: true, ...window });
  return [...settled.data.records, ...unsettled.data.records];
}

/** The mybet sum must equal the provider records: rejected bets left out, win/loss only from settled ones. */
async function expectSumsEqualRecords(): Promise<void> {
  const records = (await providerRecords()).filter((r) => r.st !== 2 && r.st !== 3);
  const { data } = await sum();
  const round = (n: number) => Math.round(n * 100) / 100;
  expect(data.betCount).toBe(records.length);
  expect(data.betAmount).toBeCloseTo(round(records.reduce((s, r) => s + r.sat, 0)) * VND, 0);
  expect(data.winLoss).toBeCloseTo(round(records.filter((r) => r.st === 5).reduce((s, r) => s + r.uwl, 0)) * VND, 0);
  expect(data.items).toEqual([expect.objectContaining({ gameTypeId: 1001101, betCount: data.betCount, betAmount: data.betAmount, winLoss: data.winLoss })]);
  const page = (await detail()).data;
  expect(page.total).toBe((await providerRecords()).length);
  expect(new Set(page.records.map((r: Json) => r.orderNo))).toEqual(new Set((await providerRecords()).map((r) => r.id)));
}

async function endMatch(matchId: number, score: [number, number]): Promise<void> {
  await db.matches.update((q) => q.where({ id: matchId }), {
    data: (match) => {
      match.ms = 0;
      match.nsg = [{ pe: 1000, tyg: 5, sc: score }];
    },
  });
}

describe('mybet sum and detail, balance and bet records agree', () => {
  it('place debits the stake, cash-out credits the quote, settlement credits the payout; the sums follow the records', async () => {
    const advance = freezeClock();
    await expectSumsEqualRecords();
    const [first, second] = openPicks((m) => m.ms === 4 && m.ty === 2 && m.sid === 1, 1005) as [OpenPick, OpenPick];
    const start = await balance();
    const placed = await provider(getPlaceSingleBetsUrl(), {
      singleBetList: [first, second].map((pick) => ({ unitStake: 100, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 }] })),
    });
    const [a, b] = placed.data.map((o: Json) => o.id as string) as [string, string];
    expect(await balance()).toBe(start - 200 * VND);
    await expectSumsEqualRecords();
    expect((await detail()).data.records.find((r: Json) => r.orderNo === a)).toMatchObject({ lobbyCode: 'c_sports', betAmount: 100 * VND, validBet: 0, winLoss: 0, status: 0, settleTime: null });

    advance(CONFIRM_MS.preMatch);
    const quote = (await provider(getGetCashOutPriceUrl(), { orderIds: [a] })).data.pr[0].amt as number;
    const beforeCashOut = await balance();
    const cashed = await provider(getCashOutBetUrl(), { orderId: a, cashOutStake: 100, unitCashOutPayoutStake: quote / 100, acceptOddsChange: false, parlay: false });
    expect(cashed.code).toBe(0);
    expect(await balance()).toBeCloseTo(beforeCashOut + quote * VND, 0);
    await expectSumsEqualRecords();

    const beforeSettle = await balance();
    await endMatch(second.matchId, second.optionType === 1 ? [2, 0] : second.optionType === 2 ? [0, 2] : [1, 1]);
    expect(await settleMatch(second.matchId, Date.now())).toEqual([b]);
    const payout = Math.round(100 * second.od * 100) / 100;
    expect(await balance()).toBeCloseTo(beforeSettle + payout * VND, 0);
    await expectSumsEqualRecords();
    expect((await detail()).data.records.find((r: Json) => r.orderNo === b)).toMatchObject({ status: 1, validBet: 100 * VND, settleTime: expect.any(String) });
    expect((await detail()).data.records.find((r: Json) => r.orderNo === b).winLoss).toBeCloseTo((payout - 100) * VND, 0);
  });

  it('detail pages newest first; another game type has no bets; a range over 30 days answers 1010000004', async () => {
    const all = (await detail()).data;
    const page = (await detail({ ...range(), current: 2, size: 2 })).data;
    expect(page).toMatchObject({ current: 2, size: 2, total: all.total });
    expect(page.records).toEqual(all.records.slice(2, 4));
    expect([...all.records].map((r: Json) => r.betTime)).toEqual([...all.records].map((r: Json) => r.betTime).sort().reverse());
    expect((await sum({ ...range(), gameTypeId: 1001104 })).data).toEqual({ betCount: 0, betAmount: 0, validBet: 0, winLoss: 0, items: [] });
    expect((await sum(range(31))).code).toBe(1010000004);
    expect((await detail({ ...range(31), size: 20 })).code).toBe(1010000004);
    expect((await sum({ startTime: 'yesterday', endTime: 'today' })).code).toBe(1010000004);
  });

  it('getMatchIdList answers the match ids of the member open bets, for the member only', async () => {
    const url = getGetBetMatchIdListUrl({ lobbyCode: 'c_sports', userId: LOTUS_ID });
    const { code, data } = await call('GET', url, { token });
    expect(code).toBe(200);
    const open = (await provider(getListBetsUrl(), { isSettled: false, current: 1, size: 50 })).data.records as Json[];
    const expected = new Set(open.flatMap((r) => r.ops.map((leg: Json) => Number(leg.mid))));
    expect(new Set(data)).toEqual(expected);
    expect(data.length).toBeGreaterThan(0);
    expect((await call('GET', getGetBetMatchIdListUrl({ lobbyCode: 'c_sports', userId: 10002 }), { token })).data).toEqual([]);
    expect((await call('GET', url, { token: '' })).code).toBe(10009);
  });
});
