import { createStore, type ReadableStore } from '@/shared/lib/create-store';
import { readStoredJson, writeStored } from '@/shared/lib/safe-storage';

/** Player settings held locally (SPEC.md section 3 "User settings"); saved to the server too when logged in. */
export interface UserSettings {
  /** 1 decimal, 2 Hong Kong. Sent to the server as mouthSetting. */
  oddsFormat: 1 | 2;
  /** 0 warn on any change, 1 warn when odds fall, 2 never warn. */
  oddsChange: 0 | 1 | 2;
  /** 0 goal sounds on, 1 off. */
  pushTongStatus: 0 | 1;
  /** 1 cheer sound, 2 whistle. */
  pushTong: 1 | 2;
}

/** The values each setting may take (checked by hand: this module is on the start-up path). */
export const USER_SETTING_VALUES: { readonly [K in keyof UserSettings]: readonly UserSettings[K][] } = {
  oddsFormat: [1, 2],
  oddsChange: [0, 1, 2],
  pushTongStatus: [0, 1],
  pushTong: [1, 2],
};

const isAllowed = <K extends keyof UserSettings>(field: K, value: unknown): value is UserSettings[K] =>
  (USER_SETTING_VALUES[field] as readonly unknown[]).includes(value);

export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = Object.freeze({
  oddsFormat: 1,
  oddsChange: 1,
  pushTongStatus: 0,
  pushTong: 1,
});

export const USER_SETTINGS_KEY = 'userSettings';

let cachedRaw: unknown = undefined;
let cached: UserSettings = { ...DEFAULT_USER_SETTINGS };

/** Parses the stored settings once per stored value; each field that is missing or invalid takes its default. */
function readUserSettings(): UserSettings {
  const raw = readStoredJson(USER_SETTINGS_KEY);
  const key = JSON.stringify(raw);
  if (key === cachedRaw) return cached;
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  for (const field of Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[]) {
    if (isAllowed(field, stored[field])) merged[field] = stored[field];
  }
  cachedRaw = key;
  cached = merged as unknown as UserSettings;
  return cached;
}

const settingsStore = createStore<UserSettings>(DEFAULT_USER_SETTINGS, {
  source: { read: readUserSettings, write: (next) => writeStored(USER_SETTINGS_KEY, JSON.stringify(next)) },
});

/** The settings, kept in local storage; the same object while the stored value is the same. Changed only by setUserSettings. */
export const userSettingsStore: ReadableStore<UserSettings> = settingsStore;

/** Reads the stored settings; each field that is missing or invalid takes its default. */
export function getUserSettings(): UserSettings {
  return settingsStore.get();
}

/** Updates some fields, stores them and notifies subscribers. Invalid values throw. */
export function setUserSettings(patch: Partial<UserSettings>): UserSettings {
  const next = { ...getUserSettings(), ...patch };
  for (const field of Object.keys(USER_SETTING_VALUES) as (keyof UserSettings)[]) {
    if (!isAllowed(field, next[field])) throw new RangeError(`Invalid ${field}: ${String(next[field])}`);
  }
  settingsStore.set(next);
  return getUserSettings();
}

/** Returns the unsubscribe function, so it fits React's useSyncExternalStore. */
export function subscribeUserSettings(listener: (settings: UserSettings) => void): () => void {
  return settingsStore.subscribe(listener);
}
