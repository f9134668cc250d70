import { describe, expect, it, vi } from 'vitest';
import {
  getCashOutBetUrl,
  getGetCashOutPriceUrl,
  getGetCashOutsByIdsUrl,
  getListBetsUrl,
  getPlaceSingleBetsUrl,
} from '@/shared/api/generated/sports/order/order';
import type { CashOutBetRequest, SingleBetsRequest } from '@/shared/api/generated/sports/model';
import { type Json } from '../testing/client';
import { CASH_OUT_CONFIRM_MS, MAX_CASH_OUTS } from './bet-records-cash-out';
import { CONFIRM_MS } from './bet-placing-store';
import { freezeClock, openPicks, provider, setOdds, useBettingTestData, walletBalance, type OpenPick } from './bet-placing-test-client';

useBettingTestData();

const price = (orderIds: string[], token?: string) => provider(getGetCashOutPriceUrl(), { orderIds }, token);
const cashOut = (body: CashOutBetRequest) => provider(getCashOutBetUrl(), body);
const byIds = (ids: string[]) => provider(getGetCashOutsByIdsUrl(), { ids });

/** Places a 100 single on a pre-match selection and waits until it is accepted. */
async function acceptedBet(advance: (ms: number) => void, stake = 100): Promise<{ id: string; pick: OpenPick }> {
  const pick = openPicks((m) => m.ms === 4 && m.ty === 2)[0] as OpenPick;
  const body: SingleBetsRequest = { singleBetList: [{ unitStake: stake, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 }] }] };
  const placed = await provider(getPlaceSingleBetsUrl(), body);
  advance(CONFIRM_MS.preMatch);
  return { id: placed.data[0].id as string, pick };
}

const request = (orderId: string, cashOutStake: number, unit: number, acceptOddsChange = false): CashOutBetRequest => ({
  orderId,
  cashOutStake,
  unitCashOutPayoutStake: unit,
  acceptOddsChange,
  parlay: false,
});

describe('getCashOutPrice', () => {
  it('prices an accepted bet from the odds now: less than the stake at the same odds, more when they shortened', async () => {
    const advance = freezeClock();
    const { id, pick } = await acceptedBet(advance);
    const same = (await price([id])).data;
    expect(same.mxc).toBe(3);
    expect(same.pr).toEqual([expect.objectContaining({ oid: id, st: 4, smis: 10, pmis: 10 })]);
    expect(same.pr[0].amt).toBeCloseTo(95, 1);
    await setOdds(pick, Math.max(1.01, pick.od / 2));
    const shortened = (await price([id])).data.pr[0].amt;
    expect(shortened).toBeGreaterThan(100);
    expect(shortened).toBeLessThanOrEqual(Math.round(100 * pick.od * 100) / 100);
  });

  it('offers nothing while the bet is being confirmed or its market is locked, and 6040 for unknown orders', async () => {
    freezeClock();
    const pick = openPicks((m) => m.ms === 4 && m.ty === 2)[0] as OpenPick;
    const placed = await provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake: 100, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 }] }] });
    expect((await price([placed.data[0].id])).data.pr[0]).toMatchObject({ st: 0, amt: 0 });
    vi.setSystemTime(Date.now() + CONFIRM_MS.preMatch);
    await setOdds(pick, -999, 0);
    expect((await price([placed.data[0].id])).data.pr[0]).toMatchObject({ st: 4, amt: 0 });
    expect((await price(['404'])).code).toBe(6040);
    expect((await price([placed.data[0].id], '')).code).toBe(14009);
  });
});

describe('cashOutBet', () => {
  it('cashes out part of the stake, pays the wallet, and reports the cash-out as created then accepted', async () => {
    const advance = freezeClock();
    const { id } = await acceptedBet(advance);
    const offer = (await price([id])).data.pr[0];
    const unit = Math.round((offer.amt / 100) * 10_000) / 10_000;
    const before = walletBalance();
    const answer = await cashOut(request(id, 40, unit));
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ id: expect.stringMatching(/^\d+$/), st: 0 });
    expect(walletBalance()).toBeCloseTo(before + 40 * unit * 1000, 0);
    expect((await byIds([answer.data.id])).data).toEqual([
      expect.objectContaining({ id: answer.data.id, orderId: id, cashOutStake: 40, orderStatus: 0, cancelTime: null }),
    ]);
    expect((await price([id])).data.pr[0]).toMatchObject({ st: 102, amt: 0 });
    expect((await cashOut(request(id, 10, unit))).code).toBe(6041);
    advance(CASH_OUT_CONFIRM_MS);
    const [record] = (await byIds([answer.data.id])).data;
    expect(record).toMatchObject({ orderStatus: 4, cashOutPayoutStake: Math.round(40 * unit * 100) / 100 });
    expect(record.cashOutProfitStake).toBeCloseTo(record.cashOutPayoutStake - 40, 2);
    const bet = (await provider(getListBetsUrl(), { isSettled: false, current: 1, size: 50 })).data.records.find((r: Json) => r.id === id);
    expect(bet).toMatchObject({ cots: 40, coc: 1, crl: [expect.objectContaining({ id: answer.data.id, cst: 40, st: 4 })] });
  });

  it('settles the bet when the whole stake is cashed out', async () => {
    const advance = freezeClock();
    const { id } = await acceptedBet(advance);
    const unit = (await price([id])).data.pr[0].amt / 100;
    expect((await cashOut(request(id, 100, unit, true))).code).toBe(0);
    const now = Date.now();
    const settled = await provider(getListBetsUrl(), { isSettled: true, startTime: now - 60_000, endTime: now + 60_000, current: 1, size: 10 });
    expect(settled.data.records[0]).toMatchObject({ id, st: 5, cots: 100, sa: expect.any(Number) });
    expect(settled.data.records[0].uwl).toBeCloseTo(settled.data.records[0].sa - 100, 2);
  });

  it('refuses: unknown order 6040, unconfirmed 6042, too much stake 14066, too little 6047, a lower return 6049, more than 5 cash-outs 17008', async () => {
    const advance = freezeClock();
    expect((await cashOut(request('404', 10, 0.9))).code).toBe(6040);
    const pick = openPicks((m) => m.ms === 4 && m.ty === 2)[1] as OpenPick;
    const fresh = await provider(getPlaceSingleBetsUrl(), { singleBetList: [{ unitStake: 100, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 }] }] });
    expect((await cashOut(request(fresh.data[0].id, 10, 0.9))).code).toBe(6042);

    const { id } = await acceptedBet(advance);
    const unit = (await price([id])).data.pr[0].amt / 100;
    expect((await cashOut(request(id, 101, unit))).code).toBe(14066);
    expect((await cashOut(request(id, 5, unit))).code).toBe(6047);
    expect((await cashOut(request(id, 10, unit + 0.05))).code).toBe(6049);
    expect((await cashOut({ ...request(id, 10, unit), parlay: true })).code).toBe(5);
    for (let i = 0; i < MAX_CASH_OUTS; i += 1) {
      expect((await cashOut(request(id, 10, unit + 0.05, true))).code).toBe(0);
      advance(CASH_OUT_CONFIRM_MS);
    }
    expect((await cashOut(request(id, 10, unit, true))).code).toBe(17008);
  });
});
