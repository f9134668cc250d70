import type { RouteObject } from 'react-router';

export const sportsbookRoutes: RouteObject[] = [
  {
    path: '/sports',
    handle: { isShowTabbar: true, isShowBetCart: true, transition: 'fade' },
    lazy: async () => ({ Component: (await import('./screens/SportsScreen')).SportsScreen }),
  },
];
