import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canReserve, parseTargetOdds, reserveStakeProblem, targetOddsProblem } from './reserve-rules';

describe('parseTargetOdds', () => {
  it.each([
    ['2', 2],
    ['2.5', 2.5],
    ['2.125', 2.125],
    [' 3,40 ', 3.4],
    ['1000.1', 1000.1],
  ])('reads %j as %s', (text, value) => {
    expect(parseTargetOdds(text)).toBe(value);
  });

  it.each(['', '.', '2.', '.5', '2.1234', '-2', '2e3', 'abc', '1 000', '10000', '2.5.1', '+2'])('refuses %j', (text) => {
    expect(parseTargetOdds(text)).toBeNull();
  });

  it('reads back any odds written with up to 3 decimals, and never answers a value it was not given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const text = `${whole}.${String(thousandths).padStart(3, '0')}`;
        expect(parseTargetOdds(text)).toBeCloseTo(whole + thousandths / 1000, 9);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseTargetOdds(text);
        if (value === null) return;
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(Math.abs(value * 1000 - Math.round(value * 1000))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('targetOddsProblem', () => {
  it('needs a target, in the right form, strictly above the odds offered now', () => {
    expect(targetOddsProblem('', 1.9)).toBe('required');
    expect(targetOddsProblem('  ', 1.9)).toBe('required');
    expect(targetOddsProblem('2.0001', 1.9)).toBe('format');
    expect(targetOddsProblem('1.9', 1.9)).toBe('notAbove');
    expect(targetOddsProblem('1.85', 1.9)).toBe('notAbove');
    expect(targetOddsProblem('1.901', 1.9)).toBeNull();
    expect(targetOddsProblem('2.5', 1.9)).toBeNull();
  });

  it('accepts exactly the well-formed targets above the current odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 50_000 }), fc.integer({ min: 1001, max: 50_000 }), (target, current) => {
        const problem = targetOddsProblem((target / 1000).toFixed(3), current / 1000);
        expect(problem === null).toBe(target > current);
      }),
    );
  });
});

describe('reserveStakeProblem and canReserve', () => {
  it('checks the stake against the quoted limits, 0 meaning no limit', () => {
    expect(reserveStakeProblem('', { smin: 10, smax: 100 })).toBe('required');
    expect(reserveStakeProblem('9', { smin: 10, smax: 100 })).toBe('belowMin');
    expect(reserveStakeProblem('101', { smin: 10, smax: 100 })).toBe('aboveMax');
    expect(reserveStakeProblem('100', { smin: 10, smax: 100 })).toBeNull();
    expect(reserveStakeProblem('1000000', { smin: 0, smax: 0 })).toBeNull();
  });

  it('takes a reserve only on an open market with bettable odds', () => {
    expect(canReserve({ ss: 1, odds: 1.9 })).toBe(true);
    expect(canReserve({ ss: 0, odds: 1.9 })).toBe(false);
    expect(canReserve({ ss: -1, odds: 1.9 })).toBe(false);
    expect(canReserve({ ss: 1, odds: -999 })).toBe(false);
  });
});
