import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { useRecordGuideClosed } from '@/shared/tutorial/tutorial-mutations';
import { guideSeenQuery } from '@/shared/tutorial/tutorial-queries';

/** The home guide overlay of the sports route. */
export const SPORTS_GUIDE_CODE = 'sports_home';

/**
 * Whether the home guide shows: on the sports route, when checkClick reports success false. Dismissing it hides
 * it at once and records the click (a failed recording only means the guide may show again next time).
 */
export function useHomeGuide(pathname: string): { show: boolean; dismiss: () => void } {
  const token = useToken();
  // Only the sports route shows the home guide (SPEC.md section 2 "Shell overlays").
  const onRoute = pathname === PATHS.sports;
  const seen = useQuery(guideSeenQuery(SPORTS_GUIDE_CODE, token, onRoute));
  const { mutate: recordClosed } = useRecordGuideClosed();

  const dismiss = useCallback(() => recordClosed(SPORTS_GUIDE_CODE), [recordClosed]);

  return { show: onRoute && seen.data === false, dismiss };
}
