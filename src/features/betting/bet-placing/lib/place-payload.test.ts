import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multipleBetPayload, requestFingerprint, requestProblem, singleBetsPayload, trackOrders } from './place-payload';
import type { PlaceLeg, PlaceRequest } from './place-types';

const leg = (marketId: number, matchId = marketId * 10, optionType = 1, odds = 1.9): PlaceLeg => ({ matchId, marketId, optionType, odds });
const singles = (legs: PlaceLeg[], stake = 100): PlaceRequest => ({ kind: 'single', bets: legs.map((l) => ({ leg: l, stake })) });
const context = { oddsChange: 1 as const, deviceId: `H5-AND-${'9'.repeat(80)}`, tag: 'lotus-abc' };

describe('requestProblem', () => {
  it('accepts 1 to 10 singles with positive stakes, and multiples of 2+ legs from different matches', () => {
    expect(requestProblem(singles([leg(1)]))).toBeUndefined();
    expect(requestProblem(singles(Array.from({ length: 10 }, (_, i) => leg(i + 1))))).toBeUndefined();
    expect(requestProblem({ kind: 'multiple', legs: [leg(1), leg(2)], series: [{ sn: 2, unitStake: 10 }] })).toBeUndefined();
  });

  it('refuses what the provider would refuse, before sending', () => {
    expect(requestProblem(singles([]))).toBe(3000);
    expect(requestProblem(singles(Array.from({ length: 11 }, (_, i) => leg(i + 1))))).toBe(3004);
    expect(requestProblem(singles([leg(1)], 0))).toBe(3005);
    expect(requestProblem(singles([leg(1)], Number.NaN))).toBe(3005);
    expect(requestProblem({ kind: 'multiple', legs: [leg(1)], series: [{ sn: 2, unitStake: 10 }] })).toBe(3000);
    expect(requestProblem({ kind: 'multiple', legs: [leg(1), leg(2)], series: [] })).toBe(3000);
    expect(requestProblem({ kind: 'multiple', legs: [leg(1, 5), leg(2, 5)], series: [{ sn: 2, unitStake: 10 }] })).toBe(3011);
    expect(requestProblem({ kind: 'multiple', legs: [leg(1), leg(2)], series: [{ sn: 2, unitStake: -1 }] })).toBe(3005);
  });
});

describe('payloads', () => {
  it('singlePass: one bet per selection with its stake, the oddsChange setting, European odds and the submission tag', () => {
    const payload = singleBetsPayload({ kind: 'single', bets: [{ leg: leg(1, 10, 3, 2.05), stake: 50 }] }, context);
    expect(payload).toEqual({
      singleBetList: [{ unitStake: 50, oddsChange: 1, betOptionList: [{ marketId: 1, optionType: 3, odds: 2.05, oddsFormat: 1 }], thirdRemark: 'lotus-abc' }],
      deviceId: context.deviceId.slice(0, 64),
    });
    expect(payload.deviceId).toHaveLength(64);
  });

  it('betMultiple: every leg once, one row per chosen series', () => {
    const payload = multipleBetPayload({ kind: 'multiple', legs: [leg(1), leg(2), leg(3)], series: [{ sn: 2, unitStake: 10 }, { sn: 0, unitStake: 5 }] }, context);
    expect(payload.betOptionList.map((option) => option.marketId)).toEqual([1, 2, 3]);
    expect(payload.betMultipleData).toEqual([
      { seriesValue: 2, unitStake: 10, oddsChange: 1, thirdRemark: 'lotus-abc' },
      { seriesValue: 0, unitStake: 5, oddsChange: 1, thirdRemark: 'lotus-abc' },
    ]);
  });
});

describe('trackOrders', () => {
  it('singles: each order stands for the market it names (ops[0].mid), else for the bet in the same place', () => {
    const request = singles([leg(1), leg(2)]);
    expect(trackOrders(request, [{ id: 'a', st: 0, ops: [{ mid: '2', od: '1.9' }] }, { id: 'b', st: 0 }])).toEqual([
      { id: 'a', marketIds: [2] },
      { id: 'b', marketIds: [2] },
    ]);
    expect(trackOrders(request, [{ id: 'a', st: 0 }, { id: 'b', st: 0 }])).toEqual([
      { id: 'a', marketIds: [1] },
      { id: 'b', marketIds: [2] },
    ]);
  });

  it('a multiple: every order (series row) stands for every leg', () => {
    const request: PlaceRequest = { kind: 'multiple', legs: [leg(1), leg(2)], series: [{ sn: 2, unitStake: 10 }] };
    expect(trackOrders(request, [{ id: 'x', st: 0 }])).toEqual([{ id: 'x', marketIds: [1, 2] }]);
  });
});

describe('requestFingerprint', () => {
  const legs = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 10 }).map((ids) => ids.map((id) => leg(id)));

  it('depends on the selections only: not on their order, stakes or odds', () => {
    fc.assert(
      fc.property(legs, fc.integer({ min: 1, max: 1000 }), fc.double({ min: 1.01, max: 50, noNaN: true }), (chosen, stake, odds) => {
        const shuffled = [...chosen].reverse().map((l) => ({ ...l, odds }));
        expect(requestFingerprint(singles(shuffled, stake))).toBe(requestFingerprint(singles(chosen)));
      }),
    );
  });

  it('differs when a selection, an option or the kind differs', () => {
    fc.assert(
      fc.property(legs, (chosen) => {
        const base = requestFingerprint(singles(chosen));
        expect(requestFingerprint(singles([...chosen, leg(20_000)]))).not.toBe(base);
        expect(requestFingerprint(singles(chosen.map((l, i) => (i === 0 ? { ...l, optionType: 2 } : l))))).not.toBe(base);
        expect(requestFingerprint({ kind: 'multiple', legs: chosen, series: [{ sn: 2, unitStake: 1 }] })).not.toBe(base);
      }),
    );
  });
});
