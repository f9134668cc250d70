import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLine,
  isSplitLine,
  parlayOdds,
  parseOdds,
  parseStake,
  settleBet,
  sideLine,
  splitLine,
  type BetSide,
  type Outcome,
  type PracticeBet,
} from './settlement';

const handicap = (side: BetSide, line: number, odds = 2, stake = 100): PracticeBet => ({ market: 'handicap', side, line, odds, stake });
const total = (side: BetSide, line: number, odds = 2, stake = 100): PracticeBet => ({ market: 'total', side, line, odds, stake });

describe('settleBet: Asian handicap on the home side, stake 100 at odds 2.00', () => {
  // [home line, home goals, away goals, outcome, payout]
  it.each([
    [0, 1, 0, 'win', 200],
    [0, 1, 1, 'push', 100],
    [0, 0, 1, 'loss', 0],
    [-0.25, 1, 0, 'win', 200],
    [-0.25, 1, 1, 'halfLoss', 50],
    [-0.25, 0, 1, 'loss', 0],
    [0.25, 1, 1, 'halfWin', 150],
    [0.25, 0, 1, 'loss', 0],
    [-0.5, 1, 1, 'loss', 0],
    [-0.5, 2, 1, 'win', 200],
    [0.5, 1, 1, 'win', 200],
    [-0.75, 2, 1, 'halfWin', 150],
    [-0.75, 3, 1, 'win', 200],
    [-0.75, 1, 1, 'loss', 0],
    [0.75, 0, 1, 'halfLoss', 50],
    [0.75, 1, 1, 'win', 200],
    [-1, 2, 1, 'push', 100],
    [-1, 3, 1, 'win', 200],
    [-1.25, 2, 1, 'halfLoss', 50],
    [-1.5, 2, 1, 'loss', 0],
    [-1.75, 3, 1, 'halfWin', 150],
    [1, 0, 1, 'push', 100],
    [2.25, 0, 2, 'halfWin', 150],
  ] as const)('line %s, score %s-%s: %s paying %s', (line, home, away, outcome, payout) => {
    const settled = settleBet(handicap('home', line), { home, away });
    expect(settled.outcome).toBe<Outcome>(outcome);
    expect(settled.payout).toBeCloseTo(payout, 10);
    expect(settled.profit).toBeCloseTo(payout - 100, 10);
  });
});

describe('settleBet: over/under, stake 100 at odds 1.90', () => {
  it.each([
    ['over', 2.5, 2, 1, 'win', 190],
    ['over', 2.5, 1, 1, 'loss', 0],
    ['over', 2.25, 1, 1, 'halfLoss', 50],
    ['over', 2.75, 2, 1, 'halfWin', 145],
    ['over', 3, 2, 1, 'push', 100],
    ['under', 2.25, 1, 0, 'win', 190],
    ['under', 2.25, 2, 0, 'halfWin', 145],
    ['under', 2.75, 2, 1, 'halfLoss', 50],
    ['under', 0.5, 0, 0, 'win', 190],
  ] as const)('%s %s, score %s-%s: %s paying %s', (side, line, home, away, outcome, payout) => {
    const settled = settleBet(total(side, line, 1.9), { home, away });
    expect(settled.outcome).toBe(outcome);
    expect(settled.payout).toBeCloseTo(payout, 10);
  });
});

describe('settleBet: parts', () => {
  it('splits a quarter line into two half stakes on its neighbours', () => {
    expect(settleBet(handicap('home', -0.75), { home: 2, away: 1 }).parts).toEqual([
      { line: -1, stake: 50, result: 'push', payout: 50 },
      { line: -0.5, stake: 50, result: 'win', payout: 100 },
    ]);
  });

  it('keeps a whole or half line as one part', () => {
    expect(settleBet(total('under', 3), { home: 1, away: 1 }).parts).toEqual([{ line: 3, stake: 100, result: 'win', payout: 200 }]);
  });

  it.each([
    [{ ...handicap('home', 0.1) }, 'off the grid'],
    [{ ...handicap('over', 0.5) }, 'side of the other market'],
    [{ ...total('home', 2.5) }, 'side of the other market'],
    [{ ...handicap('home', 0, 0.99) }, 'odds below 1'],
    [{ ...handicap('home', 0, Number.NaN) }, 'odds not a number'],
    [{ ...handicap('home', 0, 2, -1) }, 'negative stake'],
    [{ ...handicap('home', Number.POSITIVE_INFINITY) }, 'infinite line'],
  ])('refuses a bet with %j (%s)', (bet) => {
    expect(() => settleBet(bet, { home: 0, away: 0 })).toThrow(RangeError);
  });

  it('refuses a score that is not whole goals', () => {
    expect(() => settleBet(handicap('home', 0), { home: 1.5, away: 0 })).toThrow(RangeError);
    expect(() => settleBet(handicap('home', 0), { home: 0, away: -1 })).toThrow(RangeError);
  });
});

const quarter = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((steps) => steps / 4);
const goals = fc.integer({ min: 0, max: 15 });
const score = fc.record({ home: goals, away: goals });
const odds = fc.integer({ min: 101, max: 2000 }).map((cents) => cents / 100);
const stake = fc.integer({ min: 1, max: 1_000_000 }).map((cents) => cents / 100);
const market = fc.constantFrom('handicap' as const, 'total' as const);
const bet = fc
  .tuple(market, fc.boolean(), quarter(-6, 6), odds, stake)
  .map(([kind, first, line, price, amount]): PracticeBet => {
    const side: BetSide = kind === 'handicap' ? (first ? 'home' : 'away') : first ? 'over' : 'under';
    return { market: kind, side, line: kind === 'total' ? Math.abs(line) : line, odds: price, stake: amount };
  });

describe('settleBet: properties', () => {
  it('a quarter line pays the average of its two neighbouring lines', () => {
    fc.assert(
      fc.property(bet.filter((b) => isSplitLine(b.line)), score, (b, s) => {
        const [low, high] = splitLine(b.line) as [number, number];
        const average = (settleBet({ ...b, line: low }, s).payout + settleBet({ ...b, line: high }, s).payout) / 2;
        expect(settleBet(b, s).payout).toBeCloseTo(average, 6);
      }),
    );
  });

  it('pays between nothing and stake × odds, and the outcome matches the payout', () => {
    const expected: Record<Outcome, (b: PracticeBet) => number> = {
      win: (b) => b.stake * b.odds,
      halfWin: (b) => b.stake / 2 + (b.stake / 2) * b.odds,
      push: (b) => b.stake,
      halfLoss: (b) => b.stake / 2,
      loss: () => 0,
    };
    fc.assert(
      fc.property(bet, score, (b, s) => {
        const settled = settleBet(b, s);
        expect(settled.payout).toBeGreaterThanOrEqual(0);
        expect(settled.payout).toBeLessThanOrEqual(b.stake * b.odds + 1e-9);
        expect(settled.payout).toBeCloseTo(expected[settled.outcome](b), 6);
        expect(settled.parts.reduce((sum, part) => sum + part.stake, 0)).toBeCloseTo(b.stake, 9);
      }),
    );
  });

  it('the two sides of a line mirror each other: a win on one is a loss on the other, a push is a push', () => {
    const mirror: Record<Outcome, Outcome> = { win: 'loss', halfWin: 'halfLoss', push: 'push', halfLoss: 'halfWin', loss: 'win' };
    fc.assert(
      fc.property(bet, score, (b, s) => {
        const [first, second] = b.market === 'handicap' ? (['home', 'away'] as const) : (['over', 'under'] as const);
        expect(settleBet({ ...b, side: second }, s).outcome).toBe(mirror[settleBet({ ...b, side: first }, s).outcome]);
      }),
    );
  });

  it('a whole or half line never settles half', () => {
    fc.assert(
      fc.property(bet.filter((b) => !isSplitLine(b.line)), score, (b, s) => {
        expect(['win', 'push', 'loss']).toContain(settleBet(b, s).outcome);
      }),
    );
  });

  it('a half line never pushes', () => {
    fc.assert(
      fc.property(bet.filter((b) => Math.abs(b.line * 2) % 2 === 1), score, (b, s) => {
        expect(settleBet(b, s).outcome).not.toBe('push');
      }),
    );
  });
});

describe('formatLine and sideLine', () => {
  it.each([
    [0, true, '0'],
    [0.25, true, '+0/0.5'],
    [-0.25, true, '-0/0.5'],
    [-0.5, true, '-0.5'],
    [0.75, true, '+0.5/1'],
    [-1, true, '-1'],
    [-1.25, true, '-1/1.5'],
    [2.5, false, '2.5'],
    [2.75, false, '2.5/3'],
    [3, false, '3'],
  ])('%s (signed %s) reads %s', (line, signed, text) => {
    expect(formatLine(line, signed)).toBe(text);
  });

  it('gives the away side the home handicap with the other sign', () => {
    expect(sideLine(handicap('away', -0.75))).toBe(0.75);
    expect(sideLine(handicap('home', -0.75))).toBe(-0.75);
    expect(sideLine(total('over', 2.5))).toBe(2.5);
  });
});

describe('parseStake and parseOdds', () => {
  it.each([
    ['100', 100],
    [' 12.5 ', 12.5],
    ['0,75', 0.75],
    ['0', null],
    ['-5', null],
    ['1.234', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
  ])('stake %j reads %s', (text, value) => {
    expect(parseStake(text)).toBe(value);
  });

  it.each([
    ['1.9', 1.9],
    ['2,125', 2.125],
    ['1', null],
    ['1.005', null],
    ['1001', null],
    ['x', null],
  ])('odds %j read %s', (text, value) => {
    expect(parseOdds(text)).toBe(value);
  });

  it('any text is safe and what they accept is in range', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const s = parseStake(text);
        const o = parseOdds(text);
        if (s !== null) expect(s > 0 && s <= 1_000_000_000).toBe(true);
        if (o !== null) expect(o >= 1.01 && o <= 1000).toBe(true);
      }),
    );
  });

  it('round-trips stakes written with two decimals and odds with three', () => {
    fc.assert(
      fc.property(stake, (value) => {
        expect(parseStake(value.toFixed(2))).toBe(value);
      }),
    );
    fc.assert(
      fc.property(odds, (value) => {
        expect(parseOdds(value.toFixed(3))).toBe(value);
      }),
    );
  });
});

describe('parlayOdds', () => {
  it('multiplies won legs, counts void and pushed legs as 1 and half results as half', () => {
    expect(parlayOdds([{ odds: 1.9, outcome: 'win' }, { odds: 2, outcome: 'win' }, { odds: 1.5, outcome: 'win' }])).toBeCloseTo(5.7, 10);
    expect(parlayOdds([{ odds: 1.9, outcome: 'win' }, { odds: 2, outcome: 'win' }, { odds: 1.5, outcome: 'void' }])).toBeCloseTo(3.8, 10);
    expect(parlayOdds([{ odds: 1.9, outcome: 'win' }, { odds: 2, outcome: 'halfWin' }, { odds: 1.5, outcome: 'win' }])).toBeCloseTo(4.275, 10);
    expect(parlayOdds([{ odds: 1.9, outcome: 'halfLoss' }, { odds: 2, outcome: 'push' }])).toBeCloseTo(0.5, 10);
    expect(parlayOdds([{ odds: 1.9, outcome: 'loss' }, { odds: 2, outcome: 'win' }])).toBe(0);
  });

  it('a leg settled by settleBet multiplies the parlay by its single-bet return per unit staked', () => {
    fc.assert(
      fc.property(bet, score, (b, s) => {
        const settled = settleBet(b, s);
        expect(parlayOdds([{ odds: b.odds, outcome: settled.outcome }]) * b.stake).toBeCloseTo(settled.payout, 6);
      }),
    );
  });
});
