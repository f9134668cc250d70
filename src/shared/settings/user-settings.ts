import { z } from 'zod';
import { readStoredJson, writeStored } from '@/shared/lib/safe-storage';

/** Player settings held locally (SPEC.md section 3 "User settings"); saved to the server too when logged in. */
export const userSettingsSchema = z.object({
  /** 1 decimal, 2 Hong Kong. Sent to the server as mouthSetting. */
  oddsFormat: z.union([z.literal(1), z.literal(2)]),
  /** 0 warn on any change, 1 warn when odds fall, 2 never warn. */
  oddsChange: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 0 goal sounds on, 1 off. */
  pushTongStatus: z.union([z.literal(0), z.literal(1)]),
  /** 1 cheer sound, 2 whistle. */
  pushTong: z.union([z.literal(1), z.literal(2)]),
});

export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = Object.freeze({
  oddsFormat: 1,
  oddsChange: 1,
  pushTongStatus: 0,
  pushTong: 1,
});

export const USER_SETTINGS_KEY = 'userSettings';

type SettingsListener = (settings: UserSettings) => void;
const listeners = new Set<SettingsListener>();
let cachedRaw: unknown = undefined;
let cached: UserSettings = { ...DEFAULT_USER_SETTINGS };

/** Reads the stored settings; each field that is missing or invalid takes its default. */
export function getUserSettings(): UserSettings {
  const raw = readStoredJson(USER_SETTINGS_KEY);
  const key = JSON.stringify(raw);
  if (key === cachedRaw) return cached;
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  for (const field of Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[]) {
    const parsed = userSettingsSchema.shape[field].safeParse(stored[field]);
    if (parsed.success) merged[field] = parsed.data;
  }
  cachedRaw = key;
  cached = userSettingsSchema.parse(merged);
  return cached;
}

/** Updates some fields, stores them and notifies subscribers. Invalid values throw. */
export function setUserSettings(patch: Partial<UserSettings>): UserSettings {
  const next = userSettingsSchema.parse({ ...getUserSettings(), ...patch });
  writeStored(USER_SETTINGS_KEY, JSON.stringify(next));
  for (const listener of [...listeners]) listener(getUserSettings());
  return getUserSettings();
}

/** Returns the unsubscribe function, so it fits React's useSyncExternalStore. */
export function subscribeUserSettings(listener: SettingsListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
