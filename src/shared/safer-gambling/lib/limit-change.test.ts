import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOLING_OFF_MS, isStricter, requestChange, settle, type LimitState, type LimitValue } from './limit-change';

const NOW = Date.parse('2026-11-28T10:00:00+07:00');

describe('the 24-hour rule (hand-worked)', () => {
  it('a first limit takes effect at once', () => {
    expect(requestChange({ value: null }, 500_000, NOW)).toEqual({ state: { value: 500_000 }, effect: 'now' });
  });
  it('a lower limit takes effect at once', () => {
    expect(requestChange({ value: 500_000 }, 300_000, NOW)).toEqual({ state: { value: 300_000 }, effect: 'now' });
  });
  it('a higher limit waits 24 hours and the old one stays in force until then', () => {
    const { state, effect } = requestChange({ value: 500_000 }, 800_000, NOW);
    expect(effect).toBe('later');
    expect(state).toEqual({ value: 500_000, pending: { value: 800_000, from: NOW + COOLING_OFF_MS } });
    expect(settle(state, NOW + COOLING_OFF_MS - 1).value).toBe(500_000);
    expect(settle(state, NOW + COOLING_OFF_MS).value).toBe(800_000);
  });
  it('a removal waits 24 hours', () => {
    expect(requestChange({ value: 500_000 }, null, NOW).state.pending).toEqual({ value: null, from: NOW + COOLING_OFF_MS });
  });
  it('lowering while an increase waits cancels the increase', () => {
    const waiting: LimitState = { value: 500_000, pending: { value: 800_000, from: NOW + 1000 } };
    expect(requestChange(waiting, 200_000, NOW)).toEqual({ state: { value: 200_000 }, effect: 'now' });
  });
  it('asking for the limit in force again cancels what waits', () => {
    const waiting: LimitState = { value: 500_000, pending: { value: 800_000, from: NOW + 1000 } };
    expect(requestChange(waiting, 500_000, NOW)).toEqual({ state: { value: 500_000 }, effect: 'now' });
    expect(requestChange({ value: 500_000 }, 500_000, NOW).effect).toBe('unchanged');
  });
});

const values = fc.option(fc.integer({ min: 1, max: 1_000_000_000 }), { nil: null });
const states: fc.Arbitrary<LimitState> = fc.record({
  value: values,
  pending: fc.option(fc.record({ value: values, from: fc.integer({ min: NOW - 2 * COOLING_OFF_MS, max: NOW + COOLING_OFF_MS }) }), { nil: undefined }),
});

describe('the 24-hour rule (properties)', () => {
  it('the limit in force never loosens at the moment of a request', () => {
    fc.assert(
      fc.property(states, values, (state, requested: LimitValue) => {
        const before = settle(state, NOW).value;
        const after = requestChange(state, requested, NOW).state.value;
        expect(after === before || isStricter(before, after)).toBe(true);
      }),
    );
  });
  it('whatever is asked is in force 24 hours later at the latest', () => {
    fc.assert(
      fc.property(states, values, (state, requested) => {
        const { state: next } = requestChange(state, requested, NOW);
        expect(settle(next, NOW + COOLING_OFF_MS).value).toBe(requested);
      }),
    );
  });
  it('effect "now" exactly when the request is stricter than the limit in force or equal to it', () => {
    fc.assert(
      fc.property(states, values, (state, requested) => {
        const before = settle(state, NOW).value;
        const { effect } = requestChange(state, requested, NOW);
        expect(effect === 'later').toBe(!(requested === before || isStricter(before, requested)));
      }),
    );
  });
});
