import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, isLockedOdds, oddsMove } from './odds';

describe('formatOdds', () => {
  it.each([
    [1.61, 1, '1.61'],
    [1.61, 2, '0.61'],
    [2, 1, '2.00'],
    [2, 2, '1.00'],
    [1.005, 1, '1.01'],
    [4.5, 2, '3.50'],
    [1, 2, '0.00'],
  ] as const)('%s in format %s -> %s', (od, format, shown) => expect(formatOdds(od, format)).toBe(shown));

  it('shows nothing for locked odds', () => {
    expect(formatOdds(-999)).toBeNull();
    expect(formatOdds(-0.01, 2)).toBeNull();
    expect(formatOdds(Number.NaN)).toBeNull();
    expect(formatOdds(null)).toBeNull();
    expect(formatOdds(undefined)).toBeNull();
  });

  it('Hong Kong is always decimal minus one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), (cents) => {
        const od = cents / 100;
        return Number(formatOdds(od, 2)) === Number((Number(formatOdds(od, 1)) - 1).toFixed(2));
      }),
    );
  });

  it('always has exactly two decimals', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (od) => /^\d+\.\d{2}$/.test(formatOdds(od) ?? '')));
  });
});

describe('isLockedOdds', () => {
  it('is true exactly for negative or missing odds', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (od) => isLockedOdds(od) === od < 0));
  });
});

describe('oddsMove', () => {
  it('compares new odds with old', () => {
    expect(oddsMove(1.5, 1.6)).toBe('up');
    expect(oddsMove(1.6, 1.5)).toBe('down');
    expect(oddsMove(1.6, 1.6)).toBe('none');
  });
});
