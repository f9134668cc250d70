import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getGetStakeOrderStatusUrl,
  getListBetsUrl,
  getPlaceMultipleBetUrl,
  getPlaceSingleBetsUrl,
  getQuoteBetSlipUrl,
} from '@/shared/api/generated/sports/order/order';
import type { BetListRequest, MultipleBetRequest, QuoteRequest, SingleBetsRequest } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import { type Json } from '../testing/client';
import { oddsAccepted, moveMarketLine, MIN_STAKE } from './bet-placing-market';
import { CONFIRM_MS, rejectPendingOrders } from './bet-placing-store';
import { rowOdds, seriesRows } from './bet-placing';
import { freezeClock, openPicks, provider, setOdds, useBettingTestData, walletBalance, type OpenPick } from './bet-placing-test-client';

useBettingTestData();

const quote = (body: QuoteRequest, token?: string) => provider(getQuoteBetSlipUrl(), body, token);
const singles = (body: SingleBetsRequest, token?: string) => provider(getPlaceSingleBetsUrl(), body, token);
const parlay = (body: MultipleBetRequest) => provider(getPlaceMultipleBetUrl(), body);
const status = (orderIds: string[]) => provider(getGetStakeOrderStatusUrl(), { orderIds });
const bets = (body: BetListRequest) => provider(getListBetsUrl(), body);

const option = (pick: OpenPick, odds = pick.od) => ({ marketId: pick.marketId, optionType: pick.optionType, odds, oddsFormat: 1 as const });
const single = (pick: OpenPick, unitStake = 100, oddsChange: 0 | 1 | 2 = 1, odds = pick.od) => ({ unitStake, oddsChange, betOptionList: [option(pick, odds)] });
const item = (pick: OpenPick) => ({ marketId: pick.marketId, matchId: pick.matchId, type: pick.optionType });

const preMatch = () => openPicks((m) => m.ms === 4 && m.ty === 2);

describe('quoteBetSlip', () => {
  it('answers guests too, and refuses an unknown token (14010)', async () => {
    const [pick] = preMatch() as [OpenPick];
    expect((await quote({ betMatchMarketList: [item(pick)], isSelectSeries: false }, '')).code).toBe(0);
    expect((await quote({ betMatchMarketList: [item(pick)], isSelectSeries: false }, 'fbm_forged')).code).toBe(14010);
  });

  it('answers the current market with stake limits, and the odds in the requested format', async () => {
    const [pick] = preMatch() as [OpenPick];
    const { code, data } = await quote({ betMatchMarketList: [{ ...item(pick), oddsType: 2 }], isSelectSeries: false });
    expect(code).toBe(0);
    expect(data.bms).toEqual([
      expect.objectContaining({ mid: pick.marketId, ss: 1, au: 1, ip: 0, smin: MIN_STAKE, smax: 50_000, op: expect.objectContaining({ ty: pick.optionType, od: pick.od, odt: 2 }) }),
    ]);
    expect(data.bms[0].op.bod).toBeCloseTo(pick.od - 1, 3);
    expect(data.sos).toBeUndefined();
    expect(data).toMatchObject({ mon: 10, msl: 10 });
  });

  it('answers a closed market with only mid and ss -1, and a live one with its score and a lower limit', async () => {
    const [pick] = preMatch() as [OpenPick];
    await setOdds(pick, pick.od, -1);
    const live = openPicks((m) => m.ms === 5 && m.sid === 1)[0] as OpenPick;
    const { data } = await quote({ betMatchMarketList: [item(pick), item(live)], isSelectSeries: true });
    expect(data.bms[0]).toEqual({ mid: pick.marketId, ss: -1 });
    expect(data.bms[1]).toMatchObject({ ip: 1, smax: 20_000, scs: [expect.any(Number), expect.any(Number)], re: expect.stringMatching(/^\d+-\d+$/) });
    expect(data.sos).toEqual([]);
  });

  it('offers parlay rows for legs of different matches: every k-leg row and the full combination', async () => {
    const legs = preMatch().slice(0, 3);
    const { data } = await quote({ betMatchMarketList: legs.map(item), isSelectSeries: true });
    const product = legs.reduce((p, leg) => p * leg.od, 1);
    expect(data.sos.map((row: Json) => [row.sn, row.in])).toEqual([[2, 3], [3, 1], [0, 4]]);
    expect(data.sos[1].sodd).toBeCloseTo(product, 2);
    expect(data.sos.every((row: Json) => row.mi === MIN_STAKE && row.mx >= row.mi)).toBe(true);
  });

  it('offers no parlay for two selections of one match', async () => {
    const [pick] = preMatch() as [OpenPick];
    const other = openPicks((m) => m.id === pick.matchId, 1007)[0] ?? openPicks((m) => m.id === pick.matchId, 1005)[0];
    expect(other?.marketId).not.toBe(pick.marketId);
    const { data } = await quote({ betMatchMarketList: [item(pick), item(other as OpenPick)], isSelectSeries: true });
    expect(data.sos).toEqual([]);
  });

  it('follows a moved line: the old market id is answered by the new market with omid', async () => {
    const pick = openPicks((m) => m.ms === 4 && m.sid === 1, 1000)[0] as OpenPick;
    const moved = await moveMarketLine(pick.marketId, '-0.75', { 1: 2.05, 2: 1.8 });
    const { data } = await quote({ betMatchMarketList: [item(pick)], isSelectSeries: false });
    expect(data.bms[0]).toMatchObject({ mid: moved, omid: pick.marketId, ss: 1 });
    expect(data.bms[0].op).toMatchObject({ li: '-0.75' });
    // Betting on the old id is refused: the bet slip must take the new market first.
    expect((await singles({ singleBetList: [single(pick)] })).code).toBe(3002);
  });

  it('refuses more than 10 selections (14090)', async () => {
    const picks = preMatch().slice(0, 11);
    expect(picks).toHaveLength(11);
    expect((await quote({ betMatchMarketList: picks.map(item), isSelectSeries: true })).code).toBe(14090);
  });
});

describe('placeSingleBets', () => {
  it('creates orders with counted string ids, debits the wallet and confirms them after the delay', async () => {
    const advance = freezeClock();
    const [a, b] = preMatch() as [OpenPick, OpenPick];
    const before = walletBalance();
    const { code, data } = await singles({ singleBetList: [single(a, 100), { ...single(b, 50), thirdRemark: 'slip-2', relatedId: 'r2' }] });
    expect(code).toBe(0);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ st: 0, ops: [{ mid: String(a.marketId), od: a.od.toFixed(2), bod: a.od.toFixed(2), of: 1 }] });
    expect(data[1].ops[0]).toMatchObject({ tr: 'slip-2', rid: 'r2' });
    expect(BigInt(data[1].id)).toBe(BigInt(data[0].id) + 1n);
    expect(walletBalance()).toBe(before - 150_000);

    expect((await status([data[0].id, data[1].id, '1'])).data).toEqual([{ oid: data[0].id, st: 0 }, { oid: data[1].id, st: 0 }]);
    advance(CONFIRM_MS.preMatch);
    expect((await status([data[0].id])).data).toEqual([{ oid: data[0].id, st: 4 }]);
  });

  it('confirms in-play bets after the longer live delay', async () => {
    const advance = freezeClock();
    const live = openPicks((m) => m.ms === 5)[0] as OpenPick;
    const { data } = await singles({ singleBetList: [single(live)] });
    advance(CONFIRM_MS.preMatch);
    expect((await status([data[0].id])).data[0].st).toBe(0);
    advance(CONFIRM_MS.inPlay - CONFIRM_MS.preMatch);
    expect((await status([data[0].id])).data[0].st).toBe(4);
  });

  it('reports rejected bets with their reason once confirmed, and gives the stake back', async () => {
    const advance = freezeClock();
    const [pick] = preMatch() as [OpenPick];
    const before = walletBalance();
    const { data } = await singles({ singleBetList: [single(pick)] });
    expect(await rejectPendingOrders(10001, 8)).toEqual([data[0].id]);
    expect(walletBalance()).toBe(before);
    expect((await status([data[0].id])).data).toEqual([{ oid: data[0].id, st: 0 }]);
    advance(CONFIRM_MS.preMatch);
    expect((await status([data[0].id])).data).toEqual([{ oid: data[0].id, st: 2, rj: 8, rjs: 'Odds changed' }]);
    const now = Date.now();
    const settled = await bets({ isSettled: true, startTime: now - 60_000, endTime: now, current: 1, size: 5 });
    expect(settled.data.records[0]).toMatchObject({ id: data[0].id, st: 2, rj: 8, sa: 100, uwl: 0 });
  });

  it('refuses a guest (14009) and more than 10 singles (3004)', async () => {
    const picks = preMatch();
    expect((await singles({ singleBetList: [single(picks[0] as OpenPick)] }, '')).code).toBe(14009);
    const eleven = picks.slice(0, 11).map((p) => single(p, 10));
    expect((await singles({ singleBetList: eleven })).code).toBe(3004);
  });

  it('refuses closed (3002) and suspended (3018) markets, and places nothing of a batch with one bad bet', async () => {
    const [good, bad] = preMatch() as [OpenPick, OpenPick];
    const before = walletBalance();
    const orders = db.sportsOrders.all().length;
    await setOdds(bad, -999, 0);
    expect((await singles({ singleBetList: [single(good), single(bad)] })).code).toBe(3018);
    await setOdds(bad, bad.od, -1);
    expect((await singles({ singleBetList: [single(good), single(bad)] })).code).toBe(3002);
    expect(walletBalance()).toBe(before);
    expect(db.sportsOrders.all()).toHaveLength(orders);
  });

  it('honours the odds-change setting: 0 none, 1 better only, 2 any (taken at the current odds)', async () => {
    const [pick] = preMatch() as [OpenPick];
    const higher = Math.round((pick.od + 0.2) * 100) / 100;
    await setOdds(pick, higher);
    expect((await singles({ singleBetList: [single(pick, 100, 0)] })).code).toBe(3003);
    const better = await singles({ singleBetList: [single(pick, 100, 1)] });
    expect(better.data[0].ops[0].od).toBe(higher.toFixed(2));
    await setOdds(pick, pick.od - 0.1);
    expect((await singles({ singleBetList: [single(pick, 100, 1, higher)] })).code).toBe(3003);
    const any = await singles({ singleBetList: [single(pick, 100, 2, higher)] });
    expect(any.data[0].ops[0].od).toBe((pick.od - 0.1).toFixed(2));
  });

  it('refuses a stake below the minimum (3005) or above the balance (3001)', async () => {
    const [pick] = preMatch() as [OpenPick];
    expect((await singles({ singleBetList: [single(pick, MIN_STAKE - 1)] })).code).toBe(3005);
    const balance = walletBalance() / 1000;
    expect((await singles({ singleBetList: [single(pick, balance + 1)] })).code).toBe(3001);
    expect((await singles({ singleBetList: [single(pick, balance)] })).code).toBe(0);
    expect(walletBalance()).toBe(0);
  });

  it('answers any malformed body with a provider code, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const answer = await singles(body as unknown as SingleBetsRequest);
        expect(answer.code).not.toBe(0);
        expect(answer.data).toBeNull();
      }),
      { numRuns: 25 },
    );
  });
});

describe('placeMultipleBet', () => {
  it('places one order per row, debiting stake × sub-bets', async () => {
    const advance = freezeClock();
    const legs = preMatch().slice(0, 3);
    const before = walletBalance();
    const { code, data } = await parlay({
      betOptionList: legs.map((leg) => option(leg)),
      betMultipleData: [
        { seriesValue: 3, unitStake: 20, oddsChange: 1, thirdRemark: '3x1' },
        { seriesValue: 2, unitStake: 10, oddsChange: 1, thirdRemark: '3x3' },
      ],
    });
    expect(code).toBe(0);
    expect(data).toHaveLength(2);
    expect(data[0].ops.map((op: Json) => op.tr)).toEqual(['3x1', '3x1', '3x1']);
    expect(walletBalance()).toBe(before - (20 + 3 * 10) * 1000);
    advance(CONFIRM_MS.preMatch);
    const list = await bets({ isSettled: false, current: 1, size: 50 });
    const doubles = list.data.records.find((r: Json) => r.id === data[1].id);
    expect(doubles).toMatchObject({ st: 4, sert: 1, bn: 3, al: 3, sv: 2, sat: 30, us: 10, bt: '3x3*1' });
  });

  it('refuses legs of one match (3011), a leg closed to parlays (3010), one leg (5), 11 legs (3009) and an unknown row (5)', async () => {
    const [a, b] = preMatch() as [OpenPick, OpenPick];
    const sameMatch = openPicks((m) => m.id === a.matchId, 1007)[0] ?? openPicks((m) => m.id === a.matchId, 1005)[0];
    const row = [{ seriesValue: 2, unitStake: 10, oddsChange: 1 as const }];
    expect((await parlay({ betOptionList: [option(a), option(sameMatch as OpenPick)], betMultipleData: row })).code).toBe(3011);
    expect((await parlay({ betOptionList: [option(a)], betMultipleData: row })).code).toBe(5);
    expect((await parlay({ betOptionList: preMatch().slice(0, 11).map((p) => option(p)), betMultipleData: row })).code).toBe(3009);
    expect((await parlay({ betOptionList: [option(a), option(b)], betMultipleData: [{ ...row[0]!, seriesValue: 3 }] })).code).toBe(5);
    await db.matches.update((q) => q.where({ id: b.matchId }), {
      data: (m) => {
        for (const k of m.mg.flatMap((g) => g.mks)) if (k.id === b.marketId) k.au = 0;
      },
    });
    expect((await parlay({ betOptionList: [option(a), option(b)], betMultipleData: row })).code).toBe(3010);
  });
});

describe('pricing rules', () => {
  it('parlay rows: C(n, k) sub-bets per k-leg row, 2^n − n − 1 in the full combination, the product for n legs', () => {
    const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1.01, max: 20, noNaN: true }), { minLength: 2, maxLength: 8 }), (odds) => {
        const rows = seriesRows(odds);
        const n = odds.length;
        for (const row of rows) {
          expect(row.subBets.length).toBe(row.sn === 0 ? 2 ** n - n - 1 : binomial(n, row.sn));
        }
        const full = rows.find((row) => row.sn === n);
        expect(rowOdds(full!)).toBeCloseTo(odds.reduce((p, od) => p * od, 1), 1);
      }),
    );
  });

  it('odds changes: equal odds always pass, 0 refuses any change, 2 takes any, 1 only a rise', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 50, noNaN: true }), fc.double({ min: 1.01, max: 50, noNaN: true }), (requested, current) => {
        expect(oddsAccepted(requested, requested, 0)).toBe(true);
        expect(oddsAccepted(requested, current, 2)).toBe(true);
        const same = Math.round(requested * 100) === Math.round(current * 100);
        expect(oddsAccepted(requested, current, 0)).toBe(same);
        expect(oddsAccepted(requested, current, 1)).toBe(same || current > requested);
      }),
    );
  });
});
