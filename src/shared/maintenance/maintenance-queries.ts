import { queryOptions } from '@tanstack/react-query';
import type { MaintenanceInfo } from '@/shared/api/generated/main/model';
import { MAINTENANCE_POLL_MS, NO_MAINTENANCE, SITE_POINT } from '@/shared/lib/maintenance';

const all = ['maintenance'] as const;

/** The maintenance detail: the site's maintenance info (also the guests' sports config). */
export const maintenanceKeys = {
  all,
  siteInfo: () => [...all, 'site-info'] as const,
};

/**
 * The maintenance detail (payload point '1'). A failed query is logged and read as status '0', so a broken
 * maintenance service never closes the site.
 */
async function fetchSiteMaintenance(signal?: AbortSignal): Promise<MaintenanceInfo> {
  try {
    // Imported on use: the operation call module also holds the tutorial, letter-config and advice calls of
    // later screens, which the first paint does not need (ADR 008).
    const { querySiteMaintenance } = await import('@/shared/api/generated/main/operation/operation');
    const response = await querySiteMaintenance({ point: SITE_POINT }, { silent: true, signal });
    return response.data ?? NO_MAINTENANCE;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Site maintenance check failed; treating the site as open.', error instanceof Error ? error.message : error);
    return NO_MAINTENANCE;
  }
}

export const siteMaintenanceQuery = () =>
  queryOptions({
    queryKey: maintenanceKeys.siteInfo(),
    queryFn: ({ signal }) => fetchSiteMaintenance(signal),
    staleTime: MAINTENANCE_POLL_MS,
    retry: false,
  });
