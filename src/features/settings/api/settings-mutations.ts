import { useMutation } from '@tanstack/react-query';
import { modifyQuickSetting } from '@/shared/api/generated/main/member/member';
import type { EmptyResponse } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork, type MutationReactions } from '@/shared/api/mutation-reactions';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { toQuickSetting } from '@/shared/settings/quick-settings';
import type { UserSettings } from '@/shared/settings/user-settings';

/**
 * Saves all four settings to the member's account as quick settings, one save at a time in the order the player
 * made the changes. The cached profile then carries them, so it is not fetched again.
 */
export function useSaveQuickSettings<TResult = unknown>(reactions?: MutationReactions<EmptyResponse, UserSettings, TResult>) {
  const token = useToken();
  const profileKey = memberProfileQuery(token).queryKey;
  return useMutation({
    ...mutationWithCacheWork(
      (next: UserSettings) => modifyQuickSetting(toQuickSetting(next)),
      (client, _result, next) =>
        client.setQueryData(profileKey, (old) => (old ? { ...old, memberQuickSettingRespVO: toQuickSetting(next) } : old)),
      reactions,
    ),
    scope: { id: 'quick-settings' },
  });
}
