import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMerchantTime, isRangePreset, MAX_RANGE_DAYS, presetRange, RANGE_PRESETS } from './date-ranges';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('presetRange', () => {
  const now = local(2026, 11, 27, 15, 30);

  it('today, yesterday, 7 and 30 days, whole days of the device', () => {
    expect(presetRange('today', now)).toEqual({ start: local(2026, 11, 27), end: local(2026, 11, 28) - 1 });
    expect(presetRange('yesterday', now)).toEqual({ start: local(2026, 11, 26), end: local(2026, 11, 27) - 1 });
    expect(presetRange('week', now)).toEqual({ start: local(2026, 11, 21), end: local(2026, 11, 28) - 1 });
    expect(presetRange('month', now)).toEqual({ start: local(2026, 10, 29), end: local(2026, 11, 28) - 1 });
  });

  it('every preset contains now or the day before and stays within the 30-day limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: local(2000, 1, 1), max: local(2100, 1, 1) }), fc.constantFrom(...RANGE_PRESETS), (at, preset) => {
        const range = presetRange(preset, at);
        expect(range.end).toBeGreaterThan(range.start);
        // A day is 23 to 25 hours around daylight-saving changes.
        expect(range.end - range.start).toBeLessThan(MAX_RANGE_DAYS * 86_400_000 + 3_600_000);
        if (preset === 'yesterday') expect(range.end).toBeLessThan(at);
        else expect(at >= range.start && at <= range.end).toBe(true);
      }),
    );
  });

  it('knows its preset names', () => {
    expect(isRangePreset('week')).toBe(true);
    expect(isRangePreset('year')).toBe(false);
    expect(isRangePreset(null)).toBe(false);
  });
});

describe('formatMerchantTime', () => {
  it('writes the time in UTC+7', () => {
    expect(formatMerchantTime(Date.parse('2026-11-27T17:05:09Z'))).toBe('2026-11-28 00:05:09');
    expect(formatMerchantTime(Date.parse('2024-02-29T00:00:00+07:00'))).toBe('2024-02-29 00:00:00');
  });
});
