import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakEnd, isBreakLength } from './breaks';
import { zonedIso } from './periods';
import { delayUntilCheck, formatSessionLength, nextCheckAt } from './reality-check';

const START = Date.parse('2026-11-28T20:00:00+07:00');
const MIN = 60_000;

describe('reality-check scheduling (hand-worked)', () => {
  it('every 15 minutes from the session start', () => {
    expect(nextCheckAt(START, 15)).toBe(START + 15 * MIN);
    expect(nextCheckAt(START, 15, START + 15 * MIN)).toBe(START + 30 * MIN);
    expect(nextCheckAt(START, 15, START + 16 * MIN)).toBe(START + 30 * MIN);
  });
  it('off: no check', () => {
    expect(nextCheckAt(START, 0)).toBeNull();
    expect(delayUntilCheck(null, START)).toBeNull();
  });
  it('a late tab shows the check at once', () => expect(delayUntilCheck(START + 15 * MIN, START + 20 * MIN)).toBe(0));
  it('the session timer reads h:mm:ss', () => expect(formatSessionLength(START, START + 3_725_000)).toBe('1:02:05'));
});

describe('reality-check scheduling (properties)', () => {
  it('the next check is on the grid, after the acknowledgement, and within one interval of it', () => {
    fc.assert(
      fc.property(fc.constantFrom(15, 30, 60), fc.integer({ min: 0, max: 48 * 60 * MIN }), (interval, since) => {
        const next = nextCheckAt(START, interval, START + since) ?? 0;
        expect((next - START) % (interval * MIN)).toBe(0);
        expect(next).toBeGreaterThan(START + since);
        expect(next - (START + since)).toBeLessThanOrEqual(interval * MIN);
      }),
    );
  });
});

describe('breaks (hand-worked)', () => {
  const HCM = 'Asia/Ho_Chi_Minh';
  it('a 24-hour time-out ends 24 hours later; 6 weeks is 42 days', () => {
    expect(breakEnd('1d', START, HCM) - START).toBe(24 * 60 * MIN);
    expect(zonedIso(breakEnd('42d', START, HCM), HCM)).toBe('2027-01-09T20:00:00+07:00');
  });
  it('self-exclusion counts calendar months, to the month end when the day is missing', () => {
    expect(zonedIso(breakEnd('6m', START, HCM), HCM)).toBe('2027-05-28T20:00:00+07:00');
    expect(zonedIso(breakEnd('5y', START, HCM), HCM)).toBe('2031-11-28T20:00:00+07:00');
    expect(zonedIso(breakEnd('6m', Date.parse('2026-08-31T09:30:00+07:00'), HCM), HCM)).toBe('2027-02-28T09:30:00+07:00');
  });
  it('only the offered lengths are accepted, each for its own kind', () => {
    expect(isBreakLength('timeOut', '7d')).toBe(true);
    expect(isBreakLength('timeOut', '6m')).toBe(false);
    expect(isBreakLength('selfExclusion', '1y')).toBe(true);
    expect(isBreakLength('selfExclusion', '12h')).toBe(false);
  });
});
