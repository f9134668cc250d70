import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it('shows nothing for missing, zero, negative or non-finite counts', () => {
    expect(formatBadgeCount(undefined)).toBeNull();
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('spells out counts up to 99 and caps larger ones at "99+"', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });

  it('drops fractions and honours another maximum', () => {
    expect(formatBadgeCount(4.7)).toBe('4');
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});
