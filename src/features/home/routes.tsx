import type { RouteObject } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

/** The home tab. */
export const homeRoutes: RouteObject[] = [
  {
    path: PATHS.home,
    handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.home' },
    lazy: async () => ({ Component: (await import('./screens/HomeScreen')).HomeScreen }),
  },
];
