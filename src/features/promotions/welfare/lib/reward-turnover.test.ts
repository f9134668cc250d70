import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRewardTab, statusOfTab, turnoverProgress } from './reward-turnover';

describe('reward turnover', () => {
  it('hand-worked: 120 000 bet of 750 000 leaves 630 000', () => {
    expect(turnoverProgress(750_000, 120_000)).toEqual({ left: 630_000, fraction: 0.16, complete: false });
    expect(turnoverProgress(0, 0)).toEqual({ left: 0, fraction: 1, complete: true });
  });

  it('never leaves less than nothing nor more than the requirement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -1e6, max: 2e9 }), (required, done) => {
        const { left, fraction, complete } = turnoverProgress(required, done);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(required);
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
        expect(complete).toBe(left === 0);
      }),
    );
  });

  it('maps tabs to reward states', () => {
    expect(statusOfTab('claimed')).toBe(1);
    expect(statusOfTab('all')).toBeNull();
    expect(isRewardTab('expired')).toBe(true);
    expect(isRewardTab('nope')).toBe(false);
  });
});
