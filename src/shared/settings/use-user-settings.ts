import { useSyncExternalStore } from 'react';
import { getUserSettings, subscribeUserSettings, type UserSettings } from './user-settings';

/** The player's settings, re-rendering when they change. */
export function useUserSettings(): UserSettings {
  return useSyncExternalStore(subscribeUserSettings, getUserSettings, getUserSettings);
}
