import type { RouteObject } from 'react-router';

/** The home tab. */
export const homeRoutes: RouteObject[] = [
  {
    path: '/',
    handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.home' },
    lazy: async () => ({ Component: (await import('./screens/HomeScreen')).HomeScreen }),
  },
];
