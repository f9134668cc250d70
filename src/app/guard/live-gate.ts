import { redirect, type MiddlewareFunction, type RouteObject } from 'react-router';
import { getAgentLine } from '@/shared/config/agent-lines';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { siteMaintenanceQuery } from '@/shared/maintenance/maintenance-queries';
import { getToken } from '@/shared/session/token-store';
import { isLiveFeatureEnabled } from '../shell/services/live-feature';
import { guardEnvironment } from './context';

/**
 * SPEC.md section 6: the live feature is hidden when liveManageStatus is 1 (from the member when logged in, from the
 * maintenance config's sports config for guests), and on agent lines without live. A live route asked for then goes
 * home, as the tab bar no longer offers it. A failed read of either leaves the feature on (as the tab bar does).
 */
export const liveFeatureGate: MiddlewareFunction = async ({ context }) => {
  const { queryClient } = context.get(guardEnvironment);
  const token = getToken();
  const [profile, site] = await Promise.all([
    token ? queryClient.ensureQueryData(memberProfileQuery(token)).catch(() => undefined) : undefined,
    queryClient.ensureQueryData(siteMaintenanceQuery()).catch(() => undefined),
  ]);
  const enabled = isLiveFeatureEnabled({
    loggedIn: Boolean(token),
    memberLiveManageStatus: token ? profile?.liveManageStatus : undefined,
    siteLiveManageStatus: site?.sportsConfig?.liveManageStatus,
    agentLineLive: getAgentLine().live,
  });
  if (!enabled) throw redirect(PATHS.home);
};

/** The routes with the live gate on every route that renders or redirects (parents are left as they are). */
export function withLiveGate(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.children && !route.index) return { ...route, children: withLiveGate(route.children) };
    return { ...route, middleware: [...(route.middleware ?? []), liveFeatureGate] };
  });
}
