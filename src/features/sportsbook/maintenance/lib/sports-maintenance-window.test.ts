import { describe, expect, it } from 'vitest';
import { C_SPORT_GAME_ID, normaliseGameTypes } from '@/shared/game-types/lib/game-type-rules';
import { maintenanceWindowText, sportsMaintenanceView } from './sports-maintenance-window';

const now = Date.parse('2026-11-25T04:00:00Z'); // 12:00 server time (+08:00)

const types = (game: { startTime?: string; endTime?: string }, type: { startTime?: string; endTime?: string } = {}) =>
  normaliseGameTypes([{ id: 1001101, ...type, gameList: [{ id: C_SPORT_GAME_ID, ...game }] }] as never, now);

describe('sportsMaintenanceView', () => {
  it('takes the provider window first', () => {
    expect(sportsMaintenanceView({ active: true, startMs: 1, endMs: 2 }, [], now)).toEqual({ active: true, range: { startMs: 1, endMs: 2 } });
    expect(sportsMaintenanceView({ active: true }, [], now)).toEqual({ active: true, range: null });
  });

  it('falls back to the C-sport game window, then to its type window', () => {
    const game = { startTime: '2026-11-25 11:00:00', endTime: '2026-11-25 13:30:00' };
    expect(sportsMaintenanceView({ active: false }, types(game), now)).toEqual({
      active: true,
      range: { startMs: Date.parse('2026-11-25T03:00:00Z'), endMs: Date.parse('2026-11-25T05:30:00Z') },
    });
    expect(sportsMaintenanceView({ active: false }, types({}, game), now).active).toBe(true);
  });

  it('is open outside every window, without the game, and with unreadable times', () => {
    expect(sportsMaintenanceView({ active: false }, types({ startTime: '2026-11-25 13:00:00', endTime: '2026-11-25 14:00:00' }), now)).toEqual({
      active: false,
      range: null,
    });
    expect(sportsMaintenanceView({ active: false }, [], now).active).toBe(false);
    expect(sportsMaintenanceView({ active: false }, types({ startTime: 'soon', endTime: 'later' }), now).active).toBe(false);
  });
});

describe('maintenanceWindowText', () => {
  // Local dates, so the expectation holds in any time zone the tests run in.
  const range = { startMs: new Date(2026, 10, 5, 9, 7).getTime(), endMs: new Date(2026, 10, 6, 23, 30).getTime() };

  it('writes day before month in Vietnamese, month before day otherwise, with 24-hour local times', () => {
    expect(maintenanceWindowText(range, 'vi')).toEqual({ start: '05-11 09:07', end: '06-11 23:30' });
    for (const language of ['en', 'zh-cn', 'th']) {
      expect(maintenanceWindowText(range, language)).toEqual({ start: '11-05 09:07', end: '11-06 23:30' });
    }
  });
});
