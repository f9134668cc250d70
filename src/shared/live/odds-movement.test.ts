import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOddsMovement,
  oddsDirection,
  oddsMovement,
  recordOddsPush,
  selectionKey,
  useOddsMovement,
  type OddsMovement,
} from './odds-movement';
import { liveMatch } from './live-test-data';

const KEY = selectionKey(912301, 5310021, 1);
const OTHER = selectionKey(912301, 5310021, 2);

let movement: OddsMovement;

beforeEach(() => {
  vi.useFakeTimers();
  movement = createOddsMovement();
});

afterEach(() => {
  movement.clear();
  oddsMovement.clear();
  vi.useRealTimers();
});

describe('oddsDirection', () => {
  it('is up for higher odds, down for lower, none otherwise', () => {
    expect(oddsDirection(1.9, 2.05)).toBe('up');
    expect(oddsDirection(2.05, 1.9)).toBe('down');
    expect(oddsDirection(1.9, 1.9)).toBeNull();
  });

  it('is none when the selection locks or reopens (odds below 0)', () => {
    expect(oddsDirection(1.9, -999)).toBeNull();
    expect(oddsDirection(-999, 1.9)).toBeNull();
  });

  it('matches the sign of the difference for any two prices', () => {
    const price = fc.double({ min: 1.001, max: 1000, noNaN: true });
    fc.assert(
      fc.property(price, price, (previous, next) => {
        const expected = { 1: 'up', [-1]: 'down', 0: null }[Math.sign(next - previous)];
        expect(oddsDirection(previous, next)).toBe(expected);
      }),
    );
  });
});

describe('odds movement store', () => {
  it('marks a selection and clears the marker after 2 seconds', () => {
    movement.record(KEY, 1.9, 2.05);
    expect(movement.get()[KEY]).toBe('up');
    vi.advanceTimersByTime(1999);
    expect(movement.get()[KEY]).toBe('up');
    vi.advanceTimersByTime(1);
    expect(movement.get()).toEqual({});
  });

  it('restarts the 2 seconds on a newer change and takes its direction', () => {
    movement.record(KEY, 1.9, 2.05);
    vi.advanceTimersByTime(1500);
    movement.record(KEY, 2.05, 1.8);
    expect(movement.get()[KEY]).toBe('down');
    vi.advanceTimersByTime(1999);
    expect(movement.get()[KEY]).toBe('down');
    vi.advanceTimersByTime(1);
    expect(movement.get()[KEY]).toBeUndefined();
  });

  it('keeps the markers of each selection apart', () => {
    movement.record(KEY, 1.9, 2.05);
    vi.advanceTimersByTime(1000);
    movement.record(OTHER, 1.9, 1.7);
    vi.advanceTimersByTime(1000);
    expect(movement.get()).toEqual({ [OTHER]: 'down' });
    vi.advanceTimersByTime(1000);
    expect(movement.get()).toEqual({});
  });

  it('ignores a push with the same odds and a lock, keeping the current marker and its timer', () => {
    movement.record(KEY, 1.9, 2.05);
    const state = movement.get();
    vi.advanceTimersByTime(1500);
    movement.record(KEY, 2.05, 2.05);
    movement.record(KEY, 2.05, -999);
    expect(movement.get()).toBe(state);
    vi.advanceTimersByTime(500);
    expect(movement.get()).toEqual({});
  });

  it('tells listeners only of real changes', () => {
    const listener = vi.fn();
    movement.subscribe(listener);
    movement.record(KEY, 1.9, 2.05);
    movement.record(KEY, 2.05, 2.1);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clear drops every marker and pending timer', () => {
    movement.record(KEY, 1.9, 2.05);
    movement.clear();
    expect(movement.get()).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('recordOddsPush', () => {
  it('marks each pushed selection of the match against its cached odds', () => {
    recordOddsPush(movement, liveMatch(), {
      businessType: 'oddsChange',
      businessContent: {
        matchId: 912301,
        markets: [
          { mid: 5310021, ss: 1, op: [{ ty: 1, od: 2.01 }, { ty: 2, od: 1.87 }] },
          { mid: 5310044, ss: 0, op: [{ ty: 1, od: -999 }, { ty: 3, od: 3.2 }] },
          { mid: 1, ss: 1, op: [{ ty: 1, od: 9 }] },
        ],
      },
    });
    expect(movement.get()).toEqual({ [KEY]: 'up', [OTHER]: 'down' });
  });

  it('does nothing for a push about another match', () => {
    recordOddsPush(movement, liveMatch(), {
      businessType: 'oddsChange',
      businessContent: { matchId: 1, markets: [{ mid: 5310021, ss: 1, op: [{ ty: 1, od: 3 }] }] },
    });
    expect(movement.get()).toEqual({});
  });
});

describe('useOddsMovement', () => {
  it('shows the marker of one selection and re-renders only for it', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useOddsMovement(KEY, movement);
    });
    expect(result.current).toBeNull();
    act(() => movement.record(KEY, 1.9, 1.8));
    expect(result.current).toBe('down');
    const rendered = renders;
    act(() => movement.record(OTHER, 1.9, 2));
    expect(renders).toBe(rendered);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBeNull();
  });

  it('reads the app store by default', () => {
    const { result } = renderHook(() => useOddsMovement(KEY));
    act(() => oddsMovement.record(KEY, 1.9, 2));
    expect(result.current).toBe('up');
  });
});
