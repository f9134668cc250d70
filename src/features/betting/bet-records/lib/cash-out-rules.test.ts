import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutErrorKey } from './cash-out-messages';
import {
  cashOutBounds,
  cashOutPayout,
  clampCashOutStake,
  isFinalCashOut,
  offersCashOut,
  quoteAvailable,
  remainingStake,
  unitPayout,
} from './cash-out-rules';

describe('offersCashOut', () => {
  const open = { st: 4 as const, co: 1 as const, coc: 0, sat: 100, cots: 0 };

  it('an accepted bet the provider allows, with stake left and under 5 cash-outs', () => {
    expect(offersCashOut(open)).toBe(true);
    expect(offersCashOut({ ...open, co: true })).toBe(true);
  });

  it.each([
    ['not allowed', { co: 0 as const }],
    ['not allowed (false)', { co: false }],
    ['awaiting confirmation', { st: 1 as const }],
    ['settled', { st: 5 as const }],
    ['five cash-outs made', { coc: 5 }],
    ['the whole stake cashed out', { cots: 100 }],
  ])('not when %s', (_, change) => {
    expect(offersCashOut({ ...open, ...change })).toBe(false);
  });
});

describe('quotes', () => {
  it('only an accepted ask with an amount can be taken', () => {
    expect(quoteAvailable({ st: 4, amt: 95 })).toBe(true);
    expect(quoteAvailable({ st: 4, amt: 0 })).toBe(false);
    expect(quoteAvailable({ st: 102, amt: 95 })).toBe(false);
    expect(quoteAvailable(undefined)).toBe(false);
  });

  it('final cash-out statuses are paid (4, 5) or refused (2, 3)', () => {
    expect([0, 1, 2, 3, 4, 5].map(isFinalCashOut)).toEqual([false, false, true, true, true, true]);
  });

  it('the unit return is the offer over the stake left, to four decimals', () => {
    expect(unitPayout(95, 100)).toBe(0.95);
    expect(unitPayout(33.33, 60)).toBe(0.5555);
    expect(unitPayout(10, 0)).toBe(0);
    expect(remainingStake({ sat: 100, cots: 40 })).toBe(60);
  });

  it('cashing out all of the stake pays the offer to within a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 1, max: 5_000_000 }), (stakeCents, offerCents) => {
        const stake = stakeCents / 100;
        const offer = offerCents / 100;
        expect(Math.abs(cashOutPayout(stake, unitPayout(offer, stake)) - offer)).toBeLessThanOrEqual(0.005 * stake + 0.01);
      }),
    );
  });
});

describe('cash-out bounds', () => {
  it('run from the minimum of a single or a parlay to the stake left', () => {
    expect(cashOutBounds(100, { smis: 10, pmis: 20 }, false)).toEqual({ min: 10, max: 100, partial: true });
    expect(cashOutBounds(100, { smis: 10, pmis: 20 }, true)).toEqual({ min: 20, max: 100, partial: true });
    expect(cashOutBounds(8, { smis: 10 }, false)).toEqual({ min: 8, max: 8, partial: false });
    expect(cashOutBounds(50, {}, false)).toEqual({ min: 0, max: 50, partial: true });
  });

  it('a chosen stake is whole units inside the bounds, or all of it', () => {
    const bounds = { min: 10, max: 37.5, partial: true };
    expect(clampCashOutStake(5, bounds)).toBe(10);
    expect(clampCashOutStake(20.4, bounds)).toBe(20);
    expect(clampCashOutStake(37, bounds)).toBe(37);
    expect(clampCashOutStake(40, bounds)).toBe(37.5);
    expect(clampCashOutStake(Number.NaN, bounds)).toBe(37.5);
  });

  it('never leaves the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 500 }), fc.double({ noNaN: false }), (left, minimum, value) => {
        const bounds = cashOutBounds(left, { smis: minimum }, false);
        const stake = clampCashOutStake(value, bounds);
        expect(stake).toBeGreaterThanOrEqual(bounds.min);
        expect(stake).toBeLessThanOrEqual(bounds.max);
      }),
    );
  });
});

describe('cashOutErrorKey', () => {
  it('names the message of a known code and the generic one otherwise', () => {
    expect(cashOutErrorKey(17015)).toBe('cashOut.code.17015');
    expect(cashOutErrorKey(6049)).toBe('cashOut.code.6049');
    expect(cashOutErrorKey(3001)).toBe('cashOut.failed');
    expect(cashOutErrorKey(null)).toBe('cashOut.failed');
  });
});
