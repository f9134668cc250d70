import { describe, expect, it } from 'vitest';
import { messageDateTime, messageTime } from './message-time';

describe('messageTime', () => {
  it('reads server time (+08:00) and shows it in the player zone, day first in Vietnamese', () => {
    expect(messageTime('2026-11-22 08:15:00', 'en', 'UTC')).toBe('11-22 00:15');
    expect(messageTime('2026-11-22 08:15:00', 'vi', 'Asia/Ho_Chi_Minh')).toBe('22-11 07:15');
    expect(messageTime('2026-11-22 08:15:00', 'zh-cn', 'Asia/Shanghai')).toBe('11-22 08:15');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(messageTime(undefined, 'en')).toBe('');
    expect(messageTime('22/11/2026', 'en')).toBe('');
  });

  it('gives the ISO moment for <time>', () => {
    expect(messageDateTime('2026-11-22 08:15:00')).toBe('2026-11-22T00:15:00.000Z');
    expect(messageDateTime('')).toBeUndefined();
  });
});
