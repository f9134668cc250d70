import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  betSelectionStore,
  toggleBetSelection,
  useBetSelections,
  useIsBetSelected,
  type BetSelection,
} from './bet-selection-store';
import { betSelection } from './bet-selection-test-data';

const pick = (marketId: number, optionType: number, odds = 1.9): BetSelection => betSelection({ marketId, optionType, odds });

afterEach(() => betSelectionStore.reset());

describe('toggleBetSelection', () => {
  it('adds a selection, and removes it when the same option is picked again', () => {
    toggleBetSelection(pick(1, 1));
    expect(betSelectionStore.get()).toEqual([pick(1, 1)]);
    toggleBetSelection(pick(1, 1));
    expect(betSelectionStore.get()).toEqual([]);
  });

  it('replaces the selection of a market already chosen with the new option, in its place', () => {
    toggleBetSelection(pick(1, 1));
    toggleBetSelection(pick(2, 4));
    toggleBetSelection(pick(1, 3));
    expect(betSelectionStore.get().map((entry) => [entry.marketId, entry.optionType])).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('keeps at most one selection per market, whatever the sequence of toggles', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 })), { maxLength: 40 }), (taps) => {
        betSelectionStore.reset();
        const model = new Map<number, number>();
        for (const [marketId, optionType] of taps) {
          toggleBetSelection(pick(marketId, optionType));
          if (model.get(marketId) === optionType) model.delete(marketId);
          else model.set(marketId, optionType);
        }
        const state = betSelectionStore.get();
        expect(new Set(state.map((entry) => entry.marketId)).size).toBe(state.length);
        expect(new Map(state.map((entry) => [entry.marketId, entry.optionType]))).toEqual(model);
      }),
    );
  });
});

describe('hooks', () => {
  it('useIsBetSelected follows one option and useBetSelections the whole list', () => {
    const selected = renderHook(() => useIsBetSelected(1, 1));
    const other = renderHook(() => useIsBetSelected(1, 2));
    const all = renderHook(() => useBetSelections());
    expect(selected.result.current).toBe(false);
    act(() => toggleBetSelection(pick(1, 1)));
    expect(selected.result.current).toBe(true);
    expect(other.result.current).toBe(false);
    expect(all.result.current).toHaveLength(1);
    act(() => toggleBetSelection(pick(1, 2)));
    expect(selected.result.current).toBe(false);
    expect(other.result.current).toBe(true);
  });
});
