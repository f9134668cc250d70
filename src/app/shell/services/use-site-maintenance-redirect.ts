import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSiteUnderMaintenance } from '@/shared/lib/maintenance';
import { useSiteMaintenancePoll } from './site-maintenance';

/** The error page shown while the whole site is under maintenance. */
export const SITE_MAINTENANCE_PATH = '/500';

/**
 * Checks site-wide maintenance on start and every 30 s; while it is on, every route goes to /500.
 * Returns whether the site is closed.
 */
export function useSiteMaintenanceRedirect(): boolean {
  const closed = isSiteUnderMaintenance(useSiteMaintenancePoll());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (closed && pathname !== SITE_MAINTENANCE_PATH) void navigate(SITE_MAINTENANCE_PATH, { replace: true });
  }, [closed, pathname, navigate]);
  return closed;
}
