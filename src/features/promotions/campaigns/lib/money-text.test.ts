import { describe, expect, it } from 'vitest';
import { countText, moneyText } from './money-text';

describe('reward amounts', () => {
  it('group digits by language and drop empty decimals', () => {
    expect(moneyText(150_000, 'VND', 'en')).toBe('150,000 VND');
    expect(moneyText(150_000, 'VND', 'vi')).toBe('150.000 VND');
    expect(moneyText(12.5, 'USD', 'zh-cn')).toBe('12.5 USD');
    expect(countText(1284, 'en')).toBe('1,284');
  });
});
