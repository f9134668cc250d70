import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, parseAmount } from './display';

describe('safer-gambling display', () => {
  it('writes a moment in the member zone and the app language', () => {
    expect(formatMoment('2026-11-29T10:00:00+07:00', 'Asia/Ho_Chi_Minh', 'en')).toBe('29 Nov 2026, 10:00');
    expect(formatDay('2026-11-29T00:00:00+07:00', 'Asia/Ho_Chi_Minh', 'en')).toBe('29 Nov 2026');
    expect(formatMoment('soon', 'Asia/Ho_Chi_Minh', 'en')).toBe('soon');
  });
  it('reads typed amounts with separators, refusing zero, decimals and words', () => {
    expect(parseAmount('500.000')).toBe(500_000);
    expect(parseAmount('500,000')).toBe(500_000);
    expect(parseAmount(' 200 000 ')).toBe(200_000);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('12a')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
