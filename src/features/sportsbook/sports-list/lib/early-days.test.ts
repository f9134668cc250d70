import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRange, earlyDays, EARLY_DAYS } from './early-days';

describe('early days', () => {
  it('offers the next days, DD-MM in Vietnamese and MM-DD otherwise', () => {
    const now = new Date(2026, 11, 30, 15, 0).getTime();
    const vi = earlyDays(now, 'vi');
    expect(vi).toHaveLength(EARLY_DAYS);
    expect(vi[0]?.date).toBe('31-12');
    expect(vi[1]?.date).toBe('01-01');
    expect(earlyDays(now, 'en')[1]?.date).toBe('01-01');
    expect(earlyDays(now, 'en')[0]?.date).toBe('12-31');
  });

  it('gives no range for all days and whole local days otherwise, one after the other', () => {
    expect(dayRange(Date.now(), 0)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 6 }), (now, index) => {
        const range = dayRange(now, index)!;
        const next = dayRange(now, index + 1)!;
        expect(range.beginTime).toBeGreaterThan(now);
        expect(new Date(range.beginTime).getHours()).toBe(0);
        expect(next.beginTime).toBe(range.endTime + 1);
      }),
    );
  });
});
