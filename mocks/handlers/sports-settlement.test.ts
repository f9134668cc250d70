import { describe, expect, it } from 'vitest';
import {
  getCashOutBetUrl,
  getGetCashOutPriceUrl,
  getGetStakeOrderStatusUrl,
  getListBetsUrl,
  getListReserveBetsUrl,
  getPlaceMultipleBetUrl,
  getPlaceReserveBetUrl,
  getPlaceSingleBetsUrl,
} from '@/shared/api/generated/sports/order/order';
import { db } from '../db';
import type { Json } from '../testing/client';
import { CONFIRM_MS } from './bet-placing-store';
import { freezeClock, openPicks, provider, useBettingTestData, walletBalance, type OpenPick } from './bet-placing-test-client';
import { settleMatch } from './sports-settlement';

useBettingTestData();

const VND = 1000;
const DAY = 24 * 3_600_000;

/** Pre-match soccer 1X2 selections (home unless another type is asked), one per match. */
const oneXTwo = (ty: 1 | 2 | 3 = 1): OpenPick[] =>
  openPicks((m) => m.ms === 4 && m.ty === 2 && m.sid === 1, 1005).map((pick) => {
    const option = pick.match.mg.find((g) => g.mty === 1005)?.mks[0]?.op.find((o) => o.ty === ty);
    return { ...pick, optionType: ty, od: option?.od ?? pick.od };
  });

/** Ends a match in the collection with this full-time score (as the simulator writes a finished match). */
async function endMatch(matchId: number, score: [number, number]): Promise<void> {
  await db.matches.update((q) => q.where({ id: matchId }), {
    data: (match) => {
      match.ms = 0;
      match.nsg = [{ pe: 1000, tyg: 5, sc: score }];
      for (const market of match.mg.flatMap((g) => g.mks)) market.ss = -1;
    },
  });
}

const option = (pick: OpenPick) => ({ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 as const });

async function placeSingle(pick: OpenPick, stake = 100): Promise<string> {
  const placed = await provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake: stake, oddsChange: 1, betOptionList: [option(pick)] }] });
  expect(placed.code).toBe(0);
  return placed.data[0].id as string;
}

const settledBet = async (id: string): Promise<Json | undefined> => {
  const now = Date.now();
  const list = await provider(getListBetsUrl(), { isSettled: true, startTime: now - DAY, endTime: now + DAY, timeType: 1, current: 1, size: 50 });
  return list.data.records.find((r: Json) => r.id === id);
};

describe('settlement when a match ends', () => {
  it('pays a won single its stake times the odds into the wallet, with sr 4 and the settling score', async () => {
    const advance = freezeClock();
    const pick = oneXTwo(1)[0] as OpenPick;
    const id = await placeSingle(pick, 100);
    advance(CONFIRM_MS.preMatch);
    const before = walletBalance();
    await endMatch(pick.matchId, [2, 1]);
    expect(await settleMatch(pick.matchId, Date.now())).toEqual([id]);
    const payout = Math.round(100 * pick.od * 100) / 100;
    expect(walletBalance() - before).toBeCloseTo(payout * VND, 0);
    expect(await settledBet(id)).toMatchObject({ st: 5, sa: payout, uwl: Math.round((payout - 100) * 100) / 100, ops: [expect.objectContaining({ sr: 4, rs: '2-1' })] });
    const status = await provider(getGetStakeOrderStatusUrl(), { orderIds: [id] });
    expect(status.data[0].st).toBe(5);
  });

  it('pays nothing for a lost single (sr 3, uwl minus the stake) and settles it only once', async () => {
    const advance = freezeClock();
    const pick = oneXTwo(3)[0] as OpenPick;
    const id = await placeSingle(pick, 50);
    advance(CONFIRM_MS.preMatch);
    const before = walletBalance();
    await endMatch(pick.matchId, [0, 1]);
    await settleMatch(pick.matchId, Date.now());
    expect(await settleMatch(pick.matchId, Date.now())).toEqual([]);
    expect(walletBalance()).toBe(before);
    expect(await settledBet(id)).toMatchObject({ st: 5, sa: 0, uwl: -50, ops: [expect.objectContaining({ sr: 3 })] });
  });

  it('settles a parlay when its last leg settles, multiplying the leg odds', async () => {
    const advance = freezeClock();
    const [a, b] = oneXTwo(1) as [OpenPick, OpenPick];
    const placed = await provider(getPlaceMultipleBetUrl(), { betOptionList: [option(a), option(b)], betMultipleData: [{ seriesValue: 2, unitStake: 20, oddsChange: 1 }] });
    const id = placed.data[0].id as string;
    advance(CONFIRM_MS.preMatch);
    const before = walletBalance();
    await endMatch(a.matchId, [1, 0]);
    expect(await settleMatch(a.matchId, Date.now())).toEqual([]);
    const open = (await provider(getListBetsUrl(), { isSettled: false, current: 1, size: 50 })).data.records.find((r: Json) => r.id === id);
    expect(open.ops.map((leg: Json) => leg.sr)).toEqual([4, 0]);
    expect(walletBalance()).toBe(before);
    await endMatch(b.matchId, [3, 2]);
    expect(await settleMatch(b.matchId, Date.now())).toEqual([id]);
    const payout = Math.round(20 * a.od * b.od * 100) / 100;
    expect(walletBalance() - before).toBeCloseTo(payout * VND, 0);
    expect((await settledBet(id))?.sa).toBeCloseTo(payout, 2);
  });

  it('rejects (rj 7) and refunds a bet still being confirmed when its match ends', async () => {
    freezeClock();
    const pick = oneXTwo(1)[0] as OpenPick;
    const before = walletBalance();
    const id = await placeSingle(pick, 80);
    expect(walletBalance()).toBe(before - 80 * VND);
    await endMatch(pick.matchId, [1, 0]);
    await settleMatch(pick.matchId, Date.now());
    expect(walletBalance()).toBe(before);
    const status = await provider(getGetStakeOrderStatusUrl(), { orderIds: [id] });
    expect(status.data[0]).toMatchObject({ st: 2, rj: 7 });
  });

  it('after a partial cash-out pays the rest of the stake: sa is the cash-out plus the settled remainder', async () => {
    const advance = freezeClock();
    const pick = oneXTwo(1)[0] as OpenPick;
    const id = await placeSingle(pick, 100);
    advance(CONFIRM_MS.preMatch);
    const quote = (await provider(getGetCashOutPriceUrl(), { orderIds: [id] })).data.pr[0].amt as number;
    const unit = Math.round((quote / 100) * 10_000) / 10_000;
    const beforeCashOut = walletBalance();
    expect((await provider(getCashOutBetUrl(), { orderId: id, cashOutStake: 40, unitCashOutPayoutStake: unit, acceptOddsChange: false, parlay: false })).code).toBe(0);
    const cashedOut = Math.round(40 * unit * 100) / 100;
    expect(walletBalance() - beforeCashOut).toBeCloseTo(cashedOut * VND, 0);
    const before = walletBalance();
    await endMatch(pick.matchId, [2, 0]);
    await settleMatch(pick.matchId, Date.now());
    const rest = Math.round(60 * pick.od * 100) / 100;
    expect(walletBalance() - before).toBeCloseTo(rest * VND, 0);
    expect((await settledBet(id))?.sa).toBeCloseTo(cashedOut + rest, 2);
  });

  it('gives the legs of a bet cashed out in full their outcome without paying it again', async () => {
    const advance = freezeClock();
    const pick = oneXTwo(1)[0] as OpenPick;
    const id = await placeSingle(pick, 100);
    advance(CONFIRM_MS.preMatch);
    const quote = (await provider(getGetCashOutPriceUrl(), { orderIds: [id] })).data.pr[0].amt as number;
    await provider(getCashOutBetUrl(), { orderId: id, cashOutStake: 100, unitCashOutPayoutStake: quote / 100, acceptOddsChange: false, parlay: false });
    const before = walletBalance();
    await endMatch(pick.matchId, [1, 0]);
    expect(await settleMatch(pick.matchId, Date.now())).toEqual([]);
    expect(walletBalance()).toBe(before);
    expect(await settledBet(id)).toMatchObject({ st: 5, sa: quote, ops: [expect.objectContaining({ sr: 4, rs: '1-0' })] });
  });

  it('fails the reserves waiting on the ended match and gives a prepaid stake back', async () => {
    freezeClock();
    const pick = oneXTwo(1)[0] as OpenPick;
    const before = walletBalance();
    const placed = await provider(getPlaceReserveBetUrl(), { unitStake: 30, pay: 2, betOptionList: [{ ...option(pick), odds: Math.round(pick.od * 1.2 * 100) / 100 }] });
    expect(placed.code).toBe(0);
    expect(walletBalance()).toBe(before - 30 * VND);
    await endMatch(pick.matchId, [0, 0]);
    await settleMatch(pick.matchId, Date.now());
    expect(walletBalance()).toBe(before);
    expect(db.sportsReserves.findFirst((q) => q.where({ id: placed.data.id }))).toMatchObject({ rst: 2, fr: 4 });
    expect((await provider(getListReserveBetsUrl(), { languageType: 'ENG', isFailed: false })).data.ods).toEqual([]);
  });

  it('pays bets on a match that ended without the live hub when the member next reads the bet list', async () => {
    const advance = freezeClock();
    const pick = oneXTwo(2)[0] as OpenPick;
    const id = await placeSingle(pick, 100);
    advance(CONFIRM_MS.preMatch);
    const before = walletBalance();
    await endMatch(pick.matchId, [0, 2]);
    expect(await settledBet(id)).toMatchObject({ st: 5, ops: [expect.objectContaining({ sr: 4 })] });
    expect(walletBalance()).toBeGreaterThan(before);
  });
});
