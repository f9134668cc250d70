import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { adoptQuickSettings, isSameSettings } from '@/shared/settings/quick-settings';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import { getUserSettings, setUserSettings, type UserSettings } from '@/shared/settings/user-settings';
import { useSaveQuickSettings } from '../api/settings-mutations';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The player's settings (SPEC.md section 3): held locally and, when logged in, saved to the server as quick
 * settings after every change. What the server holds for the member (memberQuickSettingRespVO) is adopted once, when
 * the profile first loads (by app/guard, or here when this screen is the one loading it).
 */
export function useQuickSettings() {
  const settings = useUserSettings();
  const token = useToken();
  const client = useQueryClient();
  const profileQuery = memberProfileQuery(token);
  const profile = useQuery(profileQuery);
  // Once the player changes something here, what the account said before no longer wins over it.
  const touched = useRef(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');

  // The guard adopts the member's saved settings when it first loads the profile. Only a profile this screen loads
  // itself (rendered before the guard's load arrived, or without the guard) is adopted here, once: a profile
  // already in the cache was adopted when it came and can be older than a change the account failed to take.
  const adopted = useRef(client.getQueryData(profileQuery.queryKey) !== undefined);
  const loaded = profile.data;
  useEffect(() => {
    if (adopted.current || touched.current || !loaded) return;
    adopted.current = true;
    adoptQuickSettings(loaded.memberQuickSettingRespVO);
  }, [loaded]);

  const save = useSaveQuickSettings({
    onMutate: () => setSaveState('saving'),
    onSuccess: () => setSaveState('saved'),
    onError: () => setSaveState('failed'),
  });

  const send = (next: UserSettings) => {
    if (token) save.mutate(next);
  };

  /** Applies the change locally at once, then saves all four settings to the member's account. */
  const update = (patch: Partial<UserSettings>) => {
    if (isSameSettings(getUserSettings(), patch)) return;
    touched.current = true;
    send(setUserSettings(patch));
  };

  return { settings, update, saveState, retry: () => send(getUserSettings()), loggedIn: Boolean(token) };
}
