import { useQuery } from '@tanstack/react-query';
import type { MaintenanceInfo } from '@/shared/api/generated/main/model';
import { MAINTENANCE_POLL_MS } from '@/shared/lib/maintenance';
import { siteMaintenanceQuery } from '@/shared/maintenance/maintenance-queries';

/** Polls the maintenance info on start and every 30 s (mounted once, by ShellServices). */
export function useSiteMaintenancePoll(): MaintenanceInfo | undefined {
  return useQuery({ ...siteMaintenanceQuery(), refetchInterval: MAINTENANCE_POLL_MS, refetchIntervalInBackground: true }).data;
}

/** The last maintenance info read by the poll, without polling. */
export function useSiteMaintenanceInfo(): MaintenanceInfo | undefined {
  return useQuery(siteMaintenanceQuery()).data;
}
