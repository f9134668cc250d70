import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Bet records (the tab opens it with app=false). */
export const betRecordRoutes: RouteObject[] = [
  {
    path: PATHS.userCenterBetRecord,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.userCenterBetRecord' },
    lazy: async () => ({ Component: (await import('./screens/BetRecordScreen')).BetRecordScreen }),
  },
];
