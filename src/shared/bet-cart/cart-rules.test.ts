import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betSelection } from './bet-selection-test-data';
import {
  CART_LIMIT,
  cleanStakeText,
  ineligibleReason,
  itemOddsMove,
  lockReason,
  multipleLegs,
  needsOddsWarning,
  newCartItem,
  parseStake,
  quotedItem,
  roundMoney,
  stakeProblem,
  toggleItem,
  totalOdds,
  toWin,
  type OddsChangeSetting,
} from './cart-rules';
import type { CartItem } from './cart-types';

const item = (change: Partial<CartItem> = {}): CartItem => ({ ...newCartItem(betSelection()), ...change });
const pick = (marketId: number, optionType: number, matchId = marketId) => betSelection({ marketId, optionType, matchId });

describe('toggleItem', () => {
  it('adds a new selection as an open, parlay-allowed item without stake limits', () => {
    const { items, outcome } = toggleItem([], pick(1, 1));
    expect(outcome).toBe('added');
    expect(items).toEqual([{ ...pick(1, 1), smin: 0, smax: 0, ss: 1, au: 1, oddsMove: 'none' }]);
  });

  it('removes the selection when the same option is picked again', () => {
    const { items, outcome } = toggleItem([newCartItem(pick(1, 1)), newCartItem(pick(2, 1))], pick(1, 1));
    expect(outcome).toBe('removed');
    expect(items.map((entry) => entry.marketId)).toEqual([2]);
  });

  it('replaces another option of a market already in the cart in its place', () => {
    const start = [newCartItem(pick(1, 1)), newCartItem(pick(2, 1))];
    const { items, outcome } = toggleItem(start, pick(1, 3));
    expect(outcome).toBe('replaced');
    expect(items.map((entry) => [entry.marketId, entry.optionType])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it(`adds nothing past ${CART_LIMIT} items, but still removes and replaces at the limit`, () => {
    const full = Array.from({ length: CART_LIMIT }, (_, index) => newCartItem(pick(index + 1, 1)));
    expect(toggleItem(full, pick(99, 1))).toEqual({ items: full, outcome: 'limit' });
    expect(toggleItem(full, pick(3, 2)).outcome).toBe('replaced');
    expect(toggleItem(full, pick(3, 1)).items).toHaveLength(CART_LIMIT - 1);
  });

  it('matches a model of the rules for any sequence of taps', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 3 })), { maxLength: 60 }), (taps) => {
        let items: readonly CartItem[] = [];
        const model = new Map<number, number>();
        for (const [marketId, optionType] of taps) {
          const result = toggleItem(items, pick(marketId, optionType));
          const expected =
            model.get(marketId) === optionType ? 'removed' : model.has(marketId) ? 'replaced' : model.size >= CART_LIMIT ? 'limit' : 'added';
          expect(result.outcome).toBe(expected);
          if (expected === 'removed') model.delete(marketId);
          else if (expected !== 'limit') model.set(marketId, optionType);
          items = result.items;
        }
        expect(items.length).toBeLessThanOrEqual(CART_LIMIT);
        expect(new Map(items.map((entry) => [entry.marketId, entry.optionType]))).toEqual(model);
      }),
    );
  });
});

describe('odds moves and the warning matrix', () => {
  it('marks up, down or none, and never compares a locked price', () => {
    expect(itemOddsMove(1.9, 2.1)).toBe('up');
    expect(itemOddsMove(2.1, 1.9)).toBe('down');
    expect(itemOddsMove(1.9, 1.9)).toBe('none');
    expect(itemOddsMove(1.9, -999)).toBe('none');
    expect(itemOddsMove(-999, 1.9)).toBe('none');
  });

  it('the move is the sign of the difference for any two bettable odds', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), fc.double({ min: 1.01, max: 1000, noNaN: true }), (a, b) => {
        expect(itemOddsMove(a, b)).toBe(b > a ? 'up' : b < a ? 'down' : 'none');
      }),
    );
  });

  it.each([
    [0, 'up', true],
    [0, 'down', true],
    [0, 'none', false],
    [1, 'up', false],
    [1, 'down', true],
    [1, 'none', false],
    [2, 'up', false],
    [2, 'down', false],
    [2, 'none', false],
  ] as const)('setting %i, odds %s: warns %s', (setting, move, warns) => {
    expect(needsOddsWarning(setting, move, false)).toBe(warns);
  });

  it('always warns on a market replacement (omid), whatever the setting and move', () => {
    fc.assert(
      fc.property(fc.constantFrom<OddsChangeSetting>(0, 1, 2), fc.constantFrom('up', 'down', 'none' as const), (setting, move) => {
        expect(needsOddsWarning(setting, move, true)).toBe(true);
      }),
    );
  });
});

describe('quotedItem', () => {
  it('takes the new odds with a marker, the line, status, parlay flag, limits, reason and in-play flag', () => {
    const next = quotedItem(item({ odds: 1.9 }), {
      mid: 1,
      ss: 1,
      op: { ty: 1, od: 2.05, li: '+0.5' },
      smin: 10,
      smax: 5000,
      au: 0,
      re: '1-0',
      ip: 1,
    });
    expect(next).toMatchObject({ odds: 2.05, oddsMove: 'up', line: '+0.5', smin: 10, smax: 5000, au: 0, re: '1-0', ip: true, ss: 1 });
    expect(next.replacedFrom).toBeUndefined();
  });

  it('keeps odds and limits of a closed market, which answers only mid and ss', () => {
    const before = item({ odds: 1.9, smin: 10, smax: 100 });
    expect(quotedItem(before, { mid: 1, ss: -1 })).toEqual({ ...before, ss: -1 });
  });

  it('follows a moved line to its new market id and remembers the old one', () => {
    const next = quotedItem(item({ marketId: 1 }), { mid: 7, omid: 1, ss: 1, op: { ty: 1, od: 1.9 } });
    expect(next).toMatchObject({ marketId: 7, replacedFrom: 1, oddsMove: 'none' });
  });

  it('keeps the previous marker when the price did not move this time', () => {
    expect(quotedItem(item({ odds: 2, oddsMove: 'up' }), { mid: 1, ss: 1, op: { ty: 1, od: 2 } }).oddsMove).toBe('up');
  });
});

describe('locks and multiple eligibility', () => {
  it('locks suspended and closed markets and unbettable odds', () => {
    expect(lockReason({ ss: 1, odds: 1.9 })).toBeNull();
    expect(lockReason({ ss: 0, odds: 1.9 })).toBe('suspended');
    expect(lockReason({ ss: -1, odds: 1.9 })).toBe('closed');
    expect(lockReason({ ss: 1, odds: -999 })).toBe('suspended');
    expect(lockReason({ ss: 1, odds: 0 })).toBe('suspended');
  });

  it('names why an item cannot be a leg', () => {
    const a = item({ marketId: 1, matchId: 1 });
    expect(ineligibleReason(a, [a])).toBeNull();
    const sameMatch = item({ marketId: 2, matchId: 1 });
    expect(ineligibleReason(a, [a, sameMatch])).toBe('sameMatch');
    expect(ineligibleReason(sameMatch, [a, sameMatch])).toBe('sameMatch');
    const suspended = item({ ss: 0 });
    expect(ineligibleReason(suspended, [suspended])).toBe('notOpen');
    const noOdds = item({ odds: -999 });
    expect(ineligibleReason(noOdds, [noOdds])).toBe('noOdds');
    const noParlay = item({ au: 0 });
    expect(ineligibleReason(noParlay, [noParlay])).toBe('noParlay');
  });

  const arbitraryItem = fc.record({
    marketId: fc.integer({ min: 1, max: 30 }),
    matchId: fc.integer({ min: 1, max: 6 }),
    ss: fc.constantFrom(-1, 0, 1),
    au: fc.constantFrom(0, 1),
    odds: fc.constantFrom(-999, 0, 1.5, 2.25),
  });

  it('a leg is exactly an item that is alone in its match, open, parlay-allowed and priced', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryItem, { selector: (entry) => entry.marketId, maxLength: CART_LIMIT }), (fields) => {
        const items = fields.map((entry) => item(entry));
        const legs = multipleLegs(items);
        for (const entry of items) {
          const alone = items.filter((other) => other.matchId === entry.matchId).length === 1;
          const expected = alone && entry.ss === 1 && entry.au === 1 && entry.odds > 0;
          expect(legs.includes(entry)).toBe(expected);
          expect(ineligibleReason(entry, items) === null).toBe(expected);
        }
        expect(new Set(legs.map((leg) => leg.matchId)).size).toBe(legs.length);
      }),
    );
  });
});

describe('money', () => {
  it('rounds to cents, half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(10)).toBe(10);
  });

  it('total odds are the product of the odds, 0 for an empty or locked cart', () => {
    expect(totalOdds([{ odds: 1.5 }, { odds: 2 }, { odds: 3 }])).toBeCloseTo(9);
    expect(totalOdds([])).toBe(0);
    expect(totalOdds([{ odds: 1.5 }, { odds: -999 }])).toBe(0);
  });

  it('to win is stake × odds − stake in cents, 0 without a stake or price', () => {
    expect(toWin(100, 1.95)).toBe(95);
    expect(toWin(33.33, 1.87)).toBe(29);
    expect(toWin(10, 1.333)).toBe(3.33);
    expect(toWin(0, 2)).toBe(0);
    expect(toWin(100, -999)).toBe(0);
  });

  it('to win is never negative and grows with the stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), fc.double({ min: 1, max: 500, noNaN: true }), (a, b, odds) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(toWin(low, odds)).toBeGreaterThanOrEqual(0);
        expect(toWin(high, odds)).toBeGreaterThanOrEqual(toWin(low, odds));
        expect(Math.abs(toWin(low, odds) - (low * odds - low))).toBeLessThanOrEqual(0.005 + 1e-6 * low * odds);
      }),
    );
  });
});

describe('stake input', () => {
  it.each([
    ['100', '100'],
    ['1,5', '1.5'],
    ['1.234', '1.23'],
    ['00012', '12'],
    ['.5', '0.5'],
    ['12.', '12.'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['-50', '50'],
    ['1e5', '15'],
    [' 2 000 ', '2000'],
  ])('cleans %j to %j', (typed, cleaned) => {
    expect(cleanStakeText(typed)).toBe(cleaned);
  });

  it('parses a typed amount, or null when there is none', () => {
    expect(parseStake('150.5')).toBe(150.5);
    expect(parseStake('')).toBeNull();
    expect(parseStake('0')).toBeNull();
    expect(parseStake('0.00')).toBeNull();
    expect(parseStake('.')).toBeNull();
  });

  it('cleaning any text gives digits with at most one point and two decimals, and is stable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const cleaned = cleanStakeText(typed);
        expect(cleaned).toMatch(/^(\d*|\d+\.\d{0,2})$/);
        expect(cleanStakeText(cleaned)).toBe(cleaned);
        const stake = parseStake(typed);
        if (stake !== null) expect(stake).toBeGreaterThan(0);
      }),
    );
  });

  it('a typed whole or cents amount parses back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        expect(parseStake((cents / 100).toFixed(2))).toBe(cents / 100);
      }),
    );
  });

  it.each([
    [null, 0, 0, 'required'],
    [5, 10, 0, 'belowMin'],
    [10, 10, 100, null],
    [100, 10, 100, null],
    [101, 10, 100, 'aboveMax'],
    [1_000_000, 0, 0, null],
    [1, 0, 100, null],
  ] as const)('stake %s against min %i, max %i: %s', (stake, min, max, problem) => {
    expect(stakeProblem(stake, min, max)).toBe(problem);
  });

  it('a stake is valid exactly when it is positive and inside the limits that are set', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e7, noNaN: true }), fc.nat(100_000), fc.nat(100_000), (stake, min, max) => {
        const valid = (min === 0 || stake >= min) && (max === 0 || stake <= max);
        expect(stakeProblem(stake, min, max) === null).toBe(valid);
      }),
    );
  });
});
