import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, getUserSettings, subscribeUserSettings } from './user-settings';
import { adoptQuickSettings, fromQuickSetting, isSameSettings, toQuickSetting } from './quick-settings';

describe('quick settings', () => {
  /** The same settings as the app keeps them and as the account's quick setting sends them. */
  const BOTH_WAYS: Array<[settings: Parameters<typeof toQuickSetting>[0], quick: Parameters<typeof fromQuickSetting>[0]]> = [
    [{ oddsFormat: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 }, { mouthSetting: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 }],
    [{ oddsFormat: 2, oddsChange: 2, pushTongStatus: 0, pushTong: 1 }, { mouthSetting: 2, oddsChange: 2, pushTongStatus: 0, pushTong: 1 }],
  ];

  it.each(BOTH_WAYS)('send the odds format as mouthSetting with the other three fields: %j', (settings, quick) => {
    expect(toQuickSetting(settings)).toEqual(quick);
  });

  it.each(BOTH_WAYS)('read mouthSetting back as the odds format: %j', (settings, quick) => {
    expect(fromQuickSetting(quick)).toEqual(settings);
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
