import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, getUserSettings, subscribeUserSettings } from './user-settings';
import { adoptQuickSettings, fromQuickSetting, isSameSettings, toQuickSetting } from './quick-settings';

describe('quick settings', () => {
  it('send the odds format as mouthSetting with the other three fields', () => {
    expect(toQuickSetting({ oddsFormat: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 })).toEqual({
      mouthSetting: 2,
      oddsChange: 0,
      pushTongStatus: 1,
      pushTong: 2,
    });
  });

  it('read mouthSetting back as the odds format', () => {
    expect(fromQuickSetting({ mouthSetting: 2, oddsChange: 2, pushTongStatus: 0, pushTong: 1 })).toEqual({
      oddsFormat: 2,
      oddsChange: 2,
      pushTongStatus: 0,
      pushTong: 1,
    });
  });

  it('ignore missing or invalid saved values', () => {
    expect(fromQuickSetting(null)).toEqual({});
    expect(fromQuickSetting({ oddsChange: 1 })).toEqual({ oddsChange: 1 });
    expect(fromQuickSetting({ mouthSetting: 3, pushTong: 0 } as never)).toEqual({});
  });

  it('tell when a patch changes nothing', () => {
    expect(isSameSettings(DEFAULT_USER_SETTINGS, { oddsFormat: 1 })).toBe(true);
    expect(isSameSettings(DEFAULT_USER_SETTINGS, { oddsFormat: 2 })).toBe(false);
    expect(isSameSettings(DEFAULT_USER_SETTINGS, {})).toBe(true);
  });

  it('adopt what the account holds as the local settings, and nothing when it holds the same or nothing valid', () => {
    const seen: unknown[] = [];
    const stop = subscribeUserSettings((settings) => seen.push(settings));
    try {
      expect(adoptQuickSettings(null)).toBe(false);
      expect(adoptQuickSettings({ mouthSetting: 1, oddsChange: 1, pushTongStatus: 0, pushTong: 1 })).toBe(false);
      expect(adoptQuickSettings({ mouthSetting: 9, oddsChange: 7 } as never)).toBe(false);
      expect(seen).toEqual([]);
      expect(adoptQuickSettings({ mouthSetting: 2, pushTong: 2 })).toBe(true);
      expect(getUserSettings()).toEqual({ ...DEFAULT_USER_SETTINGS, oddsFormat: 2, pushTong: 2 });
      expect(JSON.parse(localStorage.getItem('userSettings')!)).toEqual(getUserSettings());
      expect(seen).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
