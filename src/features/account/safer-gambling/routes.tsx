import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Safer gambling: the hub, limits, reality checks, time-out and self-exclusion, the activity statement (members). */
export const saferGamblingRoutes: RouteObject[] = [
  {
    path: PATHS.saferGambling,
    handle: { transition: 'slide', isAuth: true, titleKey: 'title.saferGambling' },
    lazy: async () => ({ Component: (await import('./screens/SaferGamblingScreen')).SaferGamblingScreen }),
  },
  {
    path: PATHS.saferGamblingLimits,
    handle: { transition: 'slide', isAuth: true, titleKey: 'title.saferGamblingLimits' },
    lazy: async () => ({ Component: (await import('./screens/LimitsScreen')).LimitsScreen }),
  },
  {
    path: PATHS.saferGamblingRealityCheck,
    handle: { transition: 'slide', isAuth: true, titleKey: 'title.saferGamblingRealityCheck' },
    lazy: async () => ({ Component: (await import('./screens/RealityCheckScreen')).RealityCheckScreen }),
  },
  {
    path: PATHS.saferGamblingBreak,
    handle: { transition: 'slide', isAuth: true, titleKey: 'title.saferGamblingBreak' },
    lazy: async () => ({ Component: (await import('./screens/BreakScreen')).BreakScreen }),
  },
  {
    path: PATHS.saferGamblingStatement,
    handle: { transition: 'slide', isAuth: true, titleKey: 'title.saferGamblingStatement' },
    lazy: async () => ({ Component: (await import('./screens/StatementScreen')).StatementScreen }),
  },
];
