import type { RouteObject } from 'react-router';

/** Bet records (the tab opens it with app=false). */
export const bettingRoutes: RouteObject[] = [
  {
    path: '/user-center-bet-record',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.userCenterBetRecord' },
    lazy: async () => ({ Component: (await import('./screens/BetRecordScreen')).BetRecordScreen }),
  },
];
