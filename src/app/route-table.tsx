import { redirect, type RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { accountRoutes } from '@/features/account/routes';
import { authRoutes } from '@/features/auth/routes';
import { bettingRoutes } from '@/features/betting/routes';
import { casinoRoutes } from '@/features/casino/routes';
import { devtoolsRoutes } from '@/features/devtools/routes';
import { inviteRoutes } from '@/features/invite/routes';
import { liveRoutes } from '@/features/live/routes';
import { messageRoutes } from '@/features/messages/routes';
import { promotionRoutes } from '@/features/promotions/routes';
import { serviceRoutes } from '@/features/service/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { sportsbookRoutes } from '@/features/sportsbook/routes';
import { vipRoutes } from '@/features/vip/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { errorRoutes } from './errors/routes';
import { withGuards } from './guard';
import { withLiveGate } from './guard/live-gate';

/**
 * Every route after the home screen (SPEC.md section 2; the list is tests/fixtures/routes.tsv). This table is its
 * own chunk: the router adds it on the first navigation away from home (or at once when the visit starts
 * elsewhere), so the start-up bundle carries only the shell and the home route.
 */

export const screenRoutes: RouteObject[] = [
  ...promotionRoutes,
  ...accountRoutes,
  ...sportsbookRoutes,
  ...bettingRoutes,
  // Hidden with the live feature (liveManageStatus 1 or an agent line without live): they go home.
  ...withLiveGate(liveRoutes),
  ...walletRoutes,
  ...serviceRoutes,
  ...settingsRoutes,
  ...vipRoutes,
  ...messageRoutes,
  ...authRoutes,
  ...casinoRoutes,
  ...inviteRoutes,
  ...devtoolsRoutes,
  ...errorRoutes,
];

/** The table with the guard on every route, and any unknown path redirecting to /. */
export const guardedScreenRoutes: RouteObject[] = withGuards([...screenRoutes, { path: '*', loader: () => redirect(PATHS.home) }]);
