import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompact, formatMoney } from './money';

describe('formatMoney', () => {
  it('groups by language and keeps two decimals', () => {
    expect(formatMoney(1250000, 'VND', 'en')).toBe('1,250,000.00 VND');
    expect(formatMoney(1250000, 'VND', 'vi')).toBe('1.250.000,00 VND');
    expect(formatMoney(12.5, 'CNY', 'zh-cn')).toBe('12.50 CNY');
  });
});

describe('formatCompact', () => {
  it('uses k above 1000 and two decimals below', () => {
    expect(formatCompact(1000)).toBe('1000.00');
    expect(formatCompact(1500)).toBe('1.5k');
    expect(formatCompact(25000)).toBe('25k');
    expect(formatCompact(12.3)).toBe('12.30');
  });
  it('never loses the k for large amounts', () => {
    fc.assert(fc.property(fc.integer({ min: 1001, max: 10_000_000 }), (n) => formatCompact(n).endsWith('k')));
  });
});
