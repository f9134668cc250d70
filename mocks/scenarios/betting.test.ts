import { describe, expect, it } from 'vitest';
import {
  getCashOutBetUrl,
  getGetCashOutPriceUrl,
  getGetStakeOrderStatusUrl,
  getListBetsUrl,
  getPlaceMultipleBetUrl,
  getPlaceReserveBetUrl,
  getPlaceSingleBetsUrl,
  getQuoteBetSlipUrl,
} from '@/shared/api/generated/sports/order/order';
import type { SingleBetsRequest } from '@/shared/api/generated/sports/model';
import { useScenario } from '../node';
import { CONFIRM_MS } from '../handlers/bet-placing-store';
import { freezeClock, openPicks, provider, useBettingTestData, walletBalance, type OpenPick } from '../handlers/bet-placing-test-client';
import type { Json } from '../testing/client';
import { BETTING } from './betting';
import { findScenario } from './index';

useBettingTestData();

const preMatch = () => openPicks((m) => m.ms === 4 && m.ty === 2);
const single = (pick: OpenPick, unitStake = 100): SingleBetsRequest => ({
  singleBetList: [{ unitStake, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.od, oddsFormat: 1 }] }],
});
const status = async (id: string): Promise<Json> => (await provider(getGetStakeOrderStatusUrl(), { orderIds: [id] })).data[0];
const quote = async (pick: OpenPick): Promise<number> =>
  (await provider(getQuoteBetSlipUrl(), { betMatchMarketList: [{ marketId: pick.marketId, matchId: pick.matchId, type: pick.optionType }], isSelectSeries: false })).data.bms[0].op.od;
const unsettledIds = async (): Promise<string[]> =>
  (await provider(getListBetsUrl(), { isSettled: false, current: 1, size: 50 })).data.records.map((r: Json) => r.id);

describe('betting scenarios', () => {
  it('are all in the catalogue with one-line descriptions', () => {
    for (const name of ['bet-rejected', 'odds-moving', 'slow-confirmation', 'insufficient-balance', 'cashout-unavailable']) {
      expect(findScenario(name)?.description).toMatch(/^[^\n]+$/);
    }
  });

  it('bet-rejected: the order is debited, then ends 2 with the risk-limit code and the stake comes back', async () => {
    const advance = freezeClock();
    useScenario('bet-rejected');
    const before = walletBalance();
    const placed = await provider(getPlaceSingleBetsUrl(), single(preMatch()[0] as OpenPick));
    expect(placed.code).toBe(0);
    const id = placed.data[0].id as string;
    expect(await status(id)).toEqual({ oid: id, st: 0 });
    advance(CONFIRM_MS.preMatch);
    expect(await status(id)).toEqual({ oid: id, st: 2, rj: BETTING.rejectCode, rjs: 'Risk limit reached' });
    expect(walletBalance()).toBe(before);
    expect(await unsettledIds()).not.toContain(id);
  });

  it('bet-rejected rejects every row of a parlay too', async () => {
    const advance = freezeClock();
    useScenario('bet-rejected');
    const legs = preMatch().slice(0, 2);
    const placed = await provider(getPlaceMultipleBetUrl(), {
      betOptionList: legs.map((p) => ({ marketId: p.marketId, optionType: p.optionType, odds: p.od, oddsFormat: 1 })),
      betMultipleData: [{ seriesValue: 2, unitStake: 20, oddsChange: 1 }],
    });
    advance(CONFIRM_MS.preMatch);
    expect((await status(placed.data[0].id)).st).toBe(2);
  });

  it('odds-moving: every quote answers different odds, up and down in turn', async () => {
    useScenario('odds-moving');
    const pick = preMatch()[0] as OpenPick;
    const first = await quote(pick);
    const second = await quote(pick);
    const third = await quote(pick);
    expect(first).toBeCloseTo(Math.max(1.01, pick.od * (1 + BETTING.oddsStep)), 2);
    expect(second).toBeLessThan(first);
    expect(third).toBeGreaterThan(second);
  });

  it('odds-moving: a bet at the quoted odds is taken; one at the odds before the quote is refused (3003) with oddsChange 0', async () => {
    useScenario('odds-moving');
    const pick = preMatch()[0] as OpenPick;
    const quoted = await quote(pick);
    const stale = await provider(getPlaceSingleBetsUrl(), { singleBetList: [{ ...single(pick).singleBetList[0]!, oddsChange: 0 }] });
    expect(stale.code).toBe(3003);
    expect((await provider(getPlaceSingleBetsUrl(), single({ ...pick, od: quoted }))).code).toBe(0);
  });

  it('slow-confirmation: the order stays 1 for 20 s, then is accepted', async () => {
    const advance = freezeClock();
    useScenario('slow-confirmation');
    const placed = await provider(getPlaceSingleBetsUrl(), single(preMatch()[0] as OpenPick));
    const id = placed.data[0].id as string;
    expect((await status(id)).st).toBe(1);
    advance(BETTING.confirmationMs - 1);
    expect((await status(id)).st).toBe(1);
    expect(await unsettledIds()).toContain(id);
    advance(1);
    expect((await status(id)).st).toBe(4);
  });

  it('insufficient-balance: singles, parlays and reserves answer 3001 and nothing is debited', async () => {
    useScenario('insufficient-balance');
    const before = walletBalance();
    const [a, b] = preMatch() as [OpenPick, OpenPick];
    expect((await provider(getPlaceSingleBetsUrl(), single(a))).code).toBe(3001);
    const legs = [a, b].map((p) => ({ marketId: p.marketId, optionType: p.optionType, odds: p.od, oddsFormat: 1 as const }));
    expect((await provider(getPlaceMultipleBetUrl(), { betOptionList: legs, betMultipleData: [{ seriesValue: 2, unitStake: 20, oddsChange: 1 }] })).code).toBe(3001);
    expect((await provider(getPlaceReserveBetUrl(), { unitStake: 50, betOptionList: [{ ...legs[0]!, odds: a.od + 0.2 }] })).code).toBe(3001);
    expect(walletBalance()).toBe(before);
  });

  it('cashout-unavailable: accepted bets are quoted 0 and a cash-out answers 17015; the bet stays open', async () => {
    const advance = freezeClock();
    useScenario('cashout-unavailable');
    const placed = await provider(getPlaceSingleBetsUrl(), single(preMatch()[0] as OpenPick));
    const id = placed.data[0].id as string;
    advance(CONFIRM_MS.preMatch);
    const priced = await provider(getGetCashOutPriceUrl(), { orderIds: [id] });
    expect(priced.data.pr).toEqual([expect.objectContaining({ oid: id, st: 4, amt: 0 })]);
    const before = walletBalance();
    const refused = await provider(getCashOutBetUrl(), { orderId: id, cashOutStake: 100, unitCashOutPayoutStake: 0.9, acceptOddsChange: true, parlay: false });
    expect(refused.code).toBe(17015);
    expect(walletBalance()).toBe(before);
    expect(await unsettledIds()).toContain(id);
  });
});
