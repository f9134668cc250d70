import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { adoptQuickSettings } from '@/shared/settings/quick-settings';

/**
 * Step 3: fetches the profile of a logged-in player when it is not loaded yet. A failure does not block. The
 * settings saved to the member's account (quick settings) become the local ones when the profile first arrives
 * after a login or a page load, so odds format and sounds follow the player from device to device; a profile
 * already in the cache is not applied again, which would undo a change the player has just made. Returns the
 * profile when it was loaded just now (null when it was cached or could not be loaded).
 */
export async function ensureProfile(queryClient: QueryClient, token: string): Promise<UserInfo | null> {
  const query = memberProfileQuery(token);
  if (queryClient.getQueryData(query.queryKey) !== undefined) return null;
  try {
    const profile = await queryClient.fetchQuery({ ...query, retry: false });
    adoptQuickSettings(profile?.memberQuickSettingRespVO);
    return profile ?? null;
  } catch {
    // The screens show their own state for a profile that could not be loaded.
    return null;
  }
}

/**
 * Steps 4 and 5: reloads the profile so the lock flags are current. When the reload fails the last known profile
 * is used (or none).
 */
export async function refreshProfile(queryClient: QueryClient, token: string): Promise<UserInfo | null> {
  const query = memberProfileQuery(token);
  try {
    return (await queryClient.fetchQuery({ ...query, staleTime: 0, retry: false })) ?? null;
  } catch {
    return queryClient.getQueryData(query.queryKey) ?? null;
  }
}
