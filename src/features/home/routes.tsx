import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The home tab. */
export const homeRoutes: RouteObject[] = [
  {
    path: PATHS.home,
    handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.home' },
    lazy: async () => ({ Component: (await import('./screens/HomeScreen')).HomeScreen }),
  },
];
