import { useQuery } from '@tanstack/react-query';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';

/**
 * The tenant whose home content (banners, quick entries) the viewer sees: the member's tenant once the profile is
 * read, the site default (no tenantId) for guests or when the profile cannot be read. `ready` turns true once that
 * is known, so a member does not first load and then replace the default tenant's banners.
 */
export function useTenant(): { tenantId: number | undefined; ready: boolean } {
  const token = useToken();
  const profile = useQuery(memberProfileQuery(token));
  if (!token) return { tenantId: undefined, ready: true };
  return { tenantId: profile.data?.tenantId ?? undefined, ready: !profile.isPending };
}
