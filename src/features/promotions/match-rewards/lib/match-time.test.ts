import { describe, expect, it } from 'vitest';
import { kickOffOf } from './match-time';

describe('kick-off text', () => {
  it('reads server time and writes day first in Vietnamese', () => {
    expect(kickOffOf('2026-11-23 23:30:00', 'vi', 'Asia/Shanghai')).toBe('23-11 23:30');
    expect(kickOffOf('2026-11-23 23:30:00', 'en', 'Asia/Ho_Chi_Minh')).toBe('11-23 22:30');
    expect(kickOffOf('soon', 'en')).toBe('soon');
  });
});
