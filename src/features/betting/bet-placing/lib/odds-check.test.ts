import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuotedMarket } from '@/shared/api/generated/sports/model';
import { judgeQuote, mustAcceptOdds } from './odds-check';
import type { PlaceLeg } from './place-types';

const leg = (marketId: number, odds: number): PlaceLeg => ({ matchId: 1, marketId, optionType: 1, odds });
const open = (mid: number, od: number, extra: Partial<QuotedMarket> = {}): QuotedMarket => ({ mid, ss: 1, au: 1, op: { ty: 1, od }, ...extra });

describe('mustAcceptOdds', () => {
  it.each([
    // requested, current, setting, must accept
    [1.9, 1.9, 0, false],
    [1.9, 1.9, 1, false],
    [1.9, 1.9, 2, false],
    [1.9, 2.1, 0, true],
    [1.9, 2.1, 1, false],
    [1.9, 2.1, 2, false],
    [1.9, 1.7, 0, true],
    [1.9, 1.7, 1, true],
    [1.9, 1.7, 2, false],
  ] as const)('requested %s, now %s, setting %s: %s', (requested, current, setting, expected) => {
    expect(mustAcceptOdds(requested, current, setting)).toBe(expected);
  });

  it('treats odds equal to three decimals as unchanged (floating point noise is no change)', () => {
    expect(mustAcceptOdds(0.1 + 0.2 + 1, 1.3, 0)).toBe(false);
    expect(mustAcceptOdds(1.905, 1.904, 0)).toBe(true);
  });

  const odds = fc.double({ min: 1.01, max: 100, noNaN: true });

  it('never asks with setting 2, and asks with setting 0 exactly when the odds differ', () => {
    fc.assert(
      fc.property(odds, odds, (requested, current) => {
        expect(mustAcceptOdds(requested, current, 2)).toBe(false);
        expect(mustAcceptOdds(requested, current, 0)).toBe(Math.round(requested * 1000) !== Math.round(current * 1000));
      }),
    );
  });

  it('with setting 1 asks only on a fall, and what setting 1 asks is a subset of what setting 0 asks', () => {
    fc.assert(
      fc.property(odds, odds, (requested, current) => {
        const one = mustAcceptOdds(requested, current, 1);
        if (one) expect(current).toBeLessThan(requested);
        if (one) expect(mustAcceptOdds(requested, current, 0)).toBe(true);
        if (current >= requested) expect(one).toBe(false);
      }),
    );
  });
});

describe('judgeQuote', () => {
  it('is ok when every leg is open at acceptable odds', () => {
    expect(judgeQuote([leg(1, 1.9), leg(2, 2.5)], { bms: [open(1, 1.9), open(2, 2.6)] }, 1)).toBe('ok');
  });

  it('asks to accept when one leg fell under setting 1, or changed at all under setting 0', () => {
    expect(judgeQuote([leg(1, 1.9), leg(2, 2.5)], { bms: [open(1, 1.9), open(2, 2.4)] }, 1)).toBe('accept');
    expect(judgeQuote([leg(1, 1.9)], { bms: [open(1, 2)] }, 0)).toBe('accept');
    expect(judgeQuote([leg(1, 1.9)], { bms: [open(1, 1.2)] }, 2)).toBe('ok');
  });

  it('always asks to accept a moved line (the quote answers a new market with omid), whatever the setting', () => {
    for (const setting of [0, 1, 2] as const) {
      expect(judgeQuote([leg(1, 1.9)], { bms: [open(7, 1.9, { omid: 1 })] }, setting)).toBe('accept');
    }
  });

  it('is unavailable when a leg is suspended, closed, locked or missing, even if another leg needs accepting', () => {
    expect(judgeQuote([leg(1, 1.9)], { bms: [open(1, 1.9, { ss: 0 })] }, 2)).toBe('unavailable');
    expect(judgeQuote([leg(1, 1.9)], { bms: [{ mid: 1, ss: -1 }] }, 2)).toBe('unavailable');
    expect(judgeQuote([leg(1, 1.9)], { bms: [open(1, -1)] }, 2)).toBe('unavailable');
    expect(judgeQuote([leg(1, 1.9), leg(2, 2)], { bms: [open(1, 1.5)] }, 0)).toBe('unavailable');
  });

  it('gives the worst verdict of its legs, in any order', () => {
    const verdictOf = { ok: open(1, 1.9), accept: open(1, 1.5), unavailable: open(1, 1.9, { ss: 0 }) } as const;
    const rank = { ok: 0, accept: 1, unavailable: 2 } as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom('ok', 'accept', 'unavailable' as const), { minLength: 1, maxLength: 10 }), (kinds) => {
        const legs = kinds.map((_, index) => leg(index + 1, 1.9));
        const bms = kinds.map((kind, index) => ({ ...verdictOf[kind], mid: index + 1 }));
        const worst = kinds.reduce((a, b) => (rank[b] > rank[a] ? b : a));
        expect(judgeQuote(legs, { bms: [...bms].reverse() }, 1)).toBe(worst);
      }),
    );
  });
});
