import { describe, expect, it } from 'vitest';
import { roomIdFrom, startTimeText } from './room-display';

describe('room display', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0);
  it('shows a start today as its time and another day with its date, day first in Vietnamese', () => {
    expect(startTimeText(Date.UTC(2026, 10, 28, 20, 45), 'en', now, 'UTC')).toBe('20:45');
    expect(startTimeText(Date.UTC(2026, 10, 30, 20, 45), 'vi', now, 'UTC')).toBe('30/11 20:45');
    expect(startTimeText(Date.UTC(2026, 10, 30, 20, 45), 'zh-cn', now, 'UTC')).toBe('11-30 20:45');
  });

  it('reads the room id of the live page address', () => {
    expect(roomIdFrom('?id=7001')).toBe(7001);
    expect(roomIdFrom('?id=abc')).toBeNull();
    expect(roomIdFrom('')).toBeNull();
    expect(roomIdFrom('?id=-2')).toBeNull();
  });
});
