import { useStore } from '@/shared/lib/use-store';
import { userSettingsStore, type UserSettings } from './user-settings';

/** The player's settings, re-rendering when they change. */
export function useUserSettings(): UserSettings {
  return useStore(userSettingsStore);
}
