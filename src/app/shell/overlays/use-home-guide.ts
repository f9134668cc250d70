import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/config/paths';
import { useSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { useToken } from '@/shared/session/use-session';
import { statisticalQuery } from '@/shared/sports/sports-queries';
import { useRecordGuideClosed } from '@/shared/tutorial/tutorial-mutations';
import { guideSeenQuery } from '@/shared/tutorial/tutorial-queries';

/** The home guide overlay of the sports route. */
export const SPORTS_GUIDE_CODE = 'sports_home';

/**
 * Whether the home guide shows: on the sports route, when checkClick reports success false. Dismissing it hides
 * it at once and records the click (a failed recording only means the guide may show again next time).
 *
 * The guide waits for the sports list's first answer and stays away while the sports maintenance banner shows: its
 * modal would cover the banner, and its tips point at the sport bar, the odds and the slip, which maintenance hides.
 * The click is not recorded then, so the guide opens once the sports come back.
 */
export function useHomeGuide(pathname: string): { show: boolean; dismiss: () => void } {
  const token = useToken();
  const { i18n } = useTranslation();
  // Only the sports route shows the home guide (SPEC.md section 2 "Shell overlays").
  const onRoute = pathname === PATHS.sports;
  const seen = useQuery(guideSeenQuery(SPORTS_GUIDE_CODE, token, onRoute));
  // Reads the sports screen's statistical answer from the cache; never asks for it itself.
  const sports = useQuery({ ...statisticalQuery(i18n.language), enabled: false });
  const maintenance = useSportsMaintenance().active;
  const { mutate: recordClosed } = useRecordGuideClosed();

  const dismiss = useCallback(() => recordClosed(SPORTS_GUIDE_CODE), [recordClosed]);

  const sportsAnswered = sports.status !== 'pending' || sports.failureCount > 0;
  return { show: onRoute && seen.data === false && sportsAnswered && !maintenance, dismiss };
}
