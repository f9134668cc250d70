import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Bet records (the tab opens it with app=false). */
export const bettingRoutes: RouteObject[] = [
  {
    path: PATHS.userCenterBetRecord,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.userCenterBetRecord' },
    lazy: async () => ({ Component: (await import('./records/screens/BetRecordScreen')).BetRecordScreen }),
  },
];
