import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRecordCampaignOpen } from '../api/campaign-mutations';

/** Opens already counted, by history entry and campaign: a re-render, a remount or a strict-mode rerun counts nothing. */
const counted = new Set<string>();

/**
 * Counts one open of the campaign page (activity/click) per visit: a new history entry (opening it again from the
 * tab or a banner) counts again, going back to it does not.
 */
export function useCampaignOpen(activityId: number | undefined): void {
  const { key, search } = useLocation();
  const record = useRecordCampaignOpen();
  const { mutate } = record;
  useEffect(() => {
    if (activityId === undefined) return;
    const visit = `${key}:${activityId}`;
    if (counted.has(visit)) return;
    counted.add(visit);
    const advertiseId = Number(new URLSearchParams(search).get('advertiseId'));
    mutate({ activityId, ...(Number.isInteger(advertiseId) && advertiseId > 0 ? { advertiseId } : {}) });
  }, [activityId, key, search, mutate]);
}
