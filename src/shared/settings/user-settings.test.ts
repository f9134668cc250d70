import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS, getUserSettings, setUserSettings, subscribeUserSettings } from './user-settings';

describe('user settings', () => {
  it('defaults to decimal odds, warn on falling odds, goal sounds on with the cheer sound', () => {
    expect(getUserSettings()).toEqual({ oddsFormat: 1, oddsChange: 1, pushTongStatus: 0, pushTong: 1 });
    expect(DEFAULT_USER_SETTINGS).toEqual(getUserSettings());
  });

  it('stores changes under "userSettings" and notifies subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeUserSettings(listener);
    setUserSettings({ oddsChange: 2, pushTong: 2 });
    stop();
    setUserSettings({ oddsFormat: 2 });
    expect(getUserSettings()).toEqual({ oddsFormat: 2, oddsChange: 2, pushTongStatus: 0, pushTong: 2 });
    expect(JSON.parse(localStorage.getItem('userSettings')!)).toEqual(getUserSettings());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ oddsFormat: 1, oddsChange: 2, pushTongStatus: 0, pushTong: 2 });
  });

  it('rejects invalid values', () => {
    expect(() => setUserSettings({ oddsChange: 5 as never })).toThrow();
    expect(getUserSettings().oddsChange).toBe(1);
  });

  it('replaces invalid or missing stored fields with defaults', () => {
    localStorage.setItem('userSettings', JSON.stringify({ oddsFormat: 2, oddsChange: 'x', pushTong: 9 }));
    expect(getUserSettings()).toEqual({ oddsFormat: 2, oddsChange: 1, pushTongStatus: 0, pushTong: 1 });
    localStorage.setItem('userSettings', 'not json');
    expect(getUserSettings()).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('returns the same object while nothing changed (for useSyncExternalStore)', () => {
    const first = getUserSettings();
    expect(getUserSettings()).toBe(first);
    setUserSettings({ pushTongStatus: 1 });
    expect(getUserSettings()).not.toBe(first);
  });
});
