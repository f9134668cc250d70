import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betSelection } from './bet-selection-test-data';
import { parseCartState } from './cart-persistence';
import { CART_LIMIT, newCartItem } from './cart-rules';
import { EMPTY_CART, type CartState } from './cart-types';

const saved = (change: Partial<CartState> = {}): CartState => ({
  ...EMPTY_CART,
  items: [newCartItem(betSelection()), newCartItem(betSelection({ marketId: 2, line: '2.5' }))],
  open: true,
  expanded: true,
  tab: 'multiple',
  stakes: { 1: '10' },
  seriesStakes: { 2: '5' },
  stakeAll: '10',
  ...change,
});

describe('parseCartState', () => {
  it('restores a saved cart, without odds markers or multiple rows (the next quote brings them)', () => {
    const state = saved({
      items: [{ ...newCartItem(betSelection()), oddsMove: 'up', rejection: 'Risk', ss: 0 }],
      series: [{ sn: 2, in: 1, sodd: 3, mi: 1, mx: 2 }],
    });
    const restored = parseCartState(JSON.parse(JSON.stringify(state)));
    expect(restored).toEqual({ ...state, items: [{ ...state.items[0], oddsMove: 'none' }], series: [] });
  });

  it.each([null, 'text', 42, [], {}, { items: 'x' }, { items: [] }, { items: [{ marketId: 'x' }] }])('%j is the empty cart', (raw) => {
    expect(parseCartState(raw)).toBe(EMPTY_CART);
  });

  it('drops invalid items, duplicate markets and items past the limit', () => {
    const good = (marketId: number) => newCartItem(betSelection({ marketId }));
    const raw = { items: [good(1), { ...good(2), odds: '1.9' }, good(1), ...Array.from({ length: 12 }, (_, i) => good(10 + i))] };
    const restored = parseCartState(raw);
    expect(restored.items).toHaveLength(CART_LIMIT);
    expect(restored.items.map((item) => item.marketId).slice(0, 2)).toEqual([1, 10]);
  });

  it('any stored value gives a valid cart: typed fields, unique markets, at most the limit, text amounts', () => {
    const anyItem = fc.record(
      {
        matchId: fc.oneof(fc.integer(), fc.string()),
        marketId: fc.integer({ min: 1, max: 20 }),
        optionType: fc.integer(),
        odds: fc.oneof(fc.double(), fc.constant(null)),
        sportId: fc.integer(),
        marketType: fc.integer(),
        matchName: fc.string(),
        marketName: fc.oneof(fc.string(), fc.integer()),
        optionName: fc.string(),
        line: fc.oneof(fc.string(), fc.integer()),
        ss: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const anyState = fc.record(
      { items: fc.oneof(fc.array(anyItem, { maxLength: 15 }), fc.anything()), tab: fc.anything(), stakes: fc.anything(), stakeAll: fc.anything() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(anyState, fc.anything()), (raw) => {
        const state = parseCartState(raw);
        expect(state.items.length).toBeLessThanOrEqual(CART_LIMIT);
        expect(new Set(state.items.map((item) => item.marketId)).size).toBe(state.items.length);
        for (const item of state.items) {
          for (const field of [item.matchId, item.marketId, item.optionType, item.odds, item.smin, item.smax, item.ss, item.au]) {
            expect(Number.isFinite(field)).toBe(true);
          }
          expect(typeof item.matchName).toBe('string');
          expect(item.line === undefined || typeof item.line === 'string').toBe(true);
          expect(item.oddsMove).toBe('none');
        }
        expect(['single', 'multiple']).toContain(state.tab);
        expect(Object.values(state.stakes).every((value) => typeof value === 'string')).toBe(true);
        expect(typeof state.stakeAll).toBe('string');
      }),
    );
  });
});
