import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [
  {
    path: '/',
    handle: { isShowTabbar: true, transition: 'fade' },
    lazy: async () => ({ Component: (await import('./screens/HomeScreen')).HomeScreen }),
  },
];
