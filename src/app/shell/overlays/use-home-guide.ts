import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { checkTutorialClick } from '@/shared/api/generated/main/operation/operation';
import { PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';

/** The home guide overlay of the sports route. */
export const SPORTS_GUIDE_CODE = 'sports_home';

export const guideKeys = { root: ['tutorial', 'click-check'] as const };

/** Whether the viewer has already closed the guide (true) or should see it (false). */
export const guideSeenQuery = (guideCode: string, token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [...guideKeys.root, guideCode, token],
    queryFn: async ({ signal }) => {
      const answer = await checkTutorialClick({ guideCode, click: false }, { signal, silent: true });
      return answer.data?.success ?? true;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * Whether the home guide shows: on the sports route, when checkClick reports success false. Dismissing it hides
 * it at once and records the click (a failed recording only means the guide may show again next time).
 */
export function useHomeGuide(pathname: string): { show: boolean; dismiss: () => void } {
  const token = useToken();
  const client = useQueryClient();
  // Only the sports route shows the home guide (SPEC.md section 2 "Shell overlays").
  const onRoute = pathname === PATHS.sports;
  const options = guideSeenQuery(SPORTS_GUIDE_CODE, token, onRoute);
  const seen = useQuery(options);
  const { queryKey } = options;

  const dismiss = useCallback(() => {
    client.setQueryData(queryKey, true);
    checkTutorialClick({ guideCode: SPORTS_GUIDE_CODE, click: true }, { silent: true }).catch(() => undefined);
  }, [client, queryKey]);

  return { show: onRoute && seen.data === false, dismiss };
}
