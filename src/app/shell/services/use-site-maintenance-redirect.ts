import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { isSiteUnderMaintenance } from '@/shared/lib/maintenance';
import { useSiteMaintenancePoll } from './site-maintenance';

/**
 * Checks site-wide maintenance on start and every 30 s; while it is on, every route goes to the error page /500.
 * Returns whether the site is closed.
 */
export function useSiteMaintenanceRedirect(): boolean {
  const closed = isSiteUnderMaintenance(useSiteMaintenancePoll());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (closed && pathname !== PATHS.serverError) void navigate(PATHS.serverError, { replace: true });
  }, [closed, pathname, navigate]);
  return closed;
}
