import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketGroup } from '@/shared/api/generated/sports/model';
import { clockSeconds } from './live-clock';
import { isMarketOpen, mainMarkets, mainMarketTypes, optionLabel } from './main-markets';

const group = (mty: number, pe: number, lines: Array<{ id: number; mbl?: number }>): MarketGroup => ({
  mty,
  pe,
  mks: lines.map(({ id, mbl }) => ({ id, ss: 1, mbl, op: [{ ty: 1, od: 1.9 }] })),
});

describe('mainMarkets', () => {
  it('takes soccer handicap, over/under and 1X2 in that order, whole match and main line first', () => {
    const mg = [
      group(1005, 1001, [{ id: 3 }]),
      group(1010, 1001, [{ id: 9 }]),
      group(1000, 1002, [{ id: 10 }]),
      group(1000, 1001, [{ id: 11, mbl: 2 }, { id: 12, mbl: 1 }]),
      group(1007, 1001, [{ id: 2 }]),
    ];
    expect(mainMarkets({ sid: 1, mg }).map(({ group: g, market }) => [g.mty, market.id])).toEqual([
      [1000, 12],
      [1007, 2],
      [1005, 3],
    ]);
  });

  it('uses the sport group sportId x 1000 + 1..3 for other sports and leaves out what the match lacks', () => {
    expect(mainMarketTypes(2)).toEqual([2001, 2002, 2003]);
    expect(mainMarketTypes(3)).toEqual([3002, 3003, 3004]);
    const mg = [group(5003, 5001, [{ id: 1 }]), group(5001, 5001, [{ id: 2 }])];
    expect(mainMarkets({ sid: 5, mg }).map(({ group: g }) => g.mty)).toEqual([5001, 5003]);
    expect(mainMarkets({ sid: 5, mg: [] })).toEqual([]);
  });

  it('never returns a market of another type or an empty group', () => {
    const anyGroup = fc.record({
      mty: fc.integer({ min: 1000, max: 3010 }),
      pe: fc.integer({ min: 1000, max: 3010 }),
      mks: fc.array(fc.record({ id: fc.nat(), ss: fc.constantFrom(-1, 0, 1), mbl: fc.option(fc.nat(), { nil: undefined }), op: fc.constant([]) })),
    });
    fc.assert(
      fc.property(fc.constantFrom(1, 3), fc.array(anyGroup), (sid, mg) => {
        const found = mainMarkets({ sid, mg: mg as unknown as MarketGroup[] });
        expect(found.length).toBeLessThanOrEqual(3);
        for (const { group: g, market } of found) {
          expect(mainMarketTypes(sid)).toContain(g.mty);
          expect(g.mks).toContain(market);
        }
      }),
    );
  });
});

describe('isMarketOpen and optionLabel', () => {
  it('sells a market only when it is open and the match is on sale', () => {
    expect(isMarketOpen({}, { ss: 1 })).toBe(true);
    expect(isMarketOpen({ ss: 1 }, { ss: 0 })).toBe(false);
    expect(isMarketOpen({ ss: 2 }, { ss: 1 })).toBe(false);
  });

  it('prefers the short provider label, then 1/X/2, then the full name', () => {
    expect(optionLabel({ ty: 1, nm: '+0/0.5', na: 'Home FC' })).toEqual({ text: '+0/0.5' });
    expect(optionLabel({ ty: 3, na: 'Draw' })).toEqual({ key: 'option.3' });
    expect(optionLabel({ ty: 8, na: 'Yes' })).toEqual({ text: 'Yes' });
  });
});

describe('clockSeconds', () => {
  it('counts up, down, or stands still from the last server value', () => {
    expect(clockSeconds({ s: 600, tp: 1 }, 0, 5_500)).toBe(605);
    expect(clockSeconds({ s: 600, tp: 2 }, 0, 5_500)).toBe(595);
    expect(clockSeconds({ s: 600, tp: 1, r: false }, 0, 60_000)).toBe(600);
  });

  it('never goes below zero and moves at one second per second', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.constantFrom(1, 2), fc.nat(100_000), (s, tp, elapsedMs) => {
        const value = clockSeconds({ s, tp: tp as 1 | 2 }, 1_000, 1_000 + elapsedMs);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(Math.abs(value - s)).toBeLessThanOrEqual(Math.floor(elapsedMs / 1000));
      }),
    );
  });
});
