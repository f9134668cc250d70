import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localParts, periodWindow, recentWindows, zonedIso, type LimitPeriod } from './periods';

const HCM = 'Asia/Ho_Chi_Minh';
const at = (iso: string) => Date.parse(iso);

describe('periodWindow (hand-worked)', () => {
  it('a Ho Chi Minh day runs from local midnight (17:00 UTC the day before)', () => {
    const window = periodWindow('day', at('2026-11-28T20:13:00Z'), HCM); // 03:13 on 29 November in Vietnam
    expect(window).toEqual({ start: at('2026-11-28T17:00:00Z'), end: at('2026-11-29T17:00:00Z') });
  });
  it('a week starts on Monday: Sunday 29 November 2026 belongs to the week of Monday 23', () => {
    const window = periodWindow('week', at('2026-11-29T05:00:00+07:00'), HCM);
    expect(zonedIso(window.start, HCM)).toBe('2026-11-23T00:00:00+07:00');
    expect(zonedIso(window.end, HCM)).toBe('2026-11-30T00:00:00+07:00');
  });
  it('a month runs from the 1st; December ends on 1 January of the next year', () => {
    const window = periodWindow('month', at('2026-12-31T23:59:59+07:00'), HCM);
    expect(zonedIso(window.start, HCM)).toBe('2026-12-01T00:00:00+07:00');
    expect(zonedIso(window.end, HCM)).toBe('2027-01-01T00:00:00+07:00');
  });
  it('a day across a daylight-saving change is 23 hours long (London, 29 March 2026)', () => {
    const window = periodWindow('day', at('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(window).toEqual({ start: at('2026-03-29T00:00:00Z'), end: at('2026-03-29T23:00:00Z') });
  });
  it('the instant of midnight belongs to the new day', () => {
    expect(periodWindow('day', at('2026-11-29T00:00:00+07:00'), HCM).start).toBe(at('2026-11-29T00:00:00+07:00'));
  });
  it('recent windows follow each other without gaps, newest first', () => {
    const windows = recentWindows('month', at('2026-03-15T10:00:00+07:00'), HCM, 3);
    expect(windows.map((w) => zonedIso(w.start, HCM))).toEqual(['2026-03-01T00:00:00+07:00', '2026-02-01T00:00:00+07:00', '2026-01-01T00:00:00+07:00']);
  });
});

const zones = fc.constantFrom(HCM, 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC');
const periods = fc.constantFrom<LimitPeriod>('day', 'week', 'month');
const instants = fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2035-12-31T00:00:00Z') });

describe('periodWindow (properties)', () => {
  it('contains the instant, starts at local midnight, and the next window starts where it ends', () => {
    fc.assert(
      fc.property(periods, instants, zones, (period, ms, zone) => {
        const window = periodWindow(period, ms, zone);
        expect(window.start).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(window.end);
        const local = localParts(window.start, zone);
        expect([local.hour, local.minute, local.second]).toEqual([0, 0, 0]);
        if (period === 'month') expect(local.day).toBe(1);
        expect(periodWindow(period, window.end, zone).start).toBe(window.end);
        expect(periodWindow(period, window.end - 1, zone)).toEqual(window);
      }),
    );
  });
  it('a day lasts 23 to 25 hours and a week 7 days give or take an hour', () => {
    fc.assert(
      fc.property(instants, zones, (ms, zone) => {
        const day = periodWindow('day', ms, zone);
        expect(day.end - day.start).toBeGreaterThanOrEqual(23 * 3_600_000);
        expect(day.end - day.start).toBeLessThanOrEqual(25 * 3_600_000);
        const week = periodWindow('week', ms, zone);
        expect(Math.abs(week.end - week.start - 7 * 86_400_000)).toBeLessThanOrEqual(3_600_000);
        expect(new Date(week.start + 12 * 3_600_000).getUTCDay() === 1 || localParts(week.start, zone).day >= 1).toBe(true);
      }),
    );
  });
});
