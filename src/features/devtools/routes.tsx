import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Developer pages (SPEC.md section 2 "Other"): the icon list and the animation player demo. */
export const devtoolsRoutes: RouteObject[] = [
  {
    path: PATHS.iconList,
    handle: { transition: 'slide', titleKey: 'title.iconList' },
    lazy: async () => ({ Component: (await import('./screens/IconListScreen')).IconListScreen }),
  },
  {
    path: PATHS.learn,
    handle: { transition: 'slide', titleKey: 'title.learn' },
    lazy: async () => ({ Component: (await import('./screens/LearnScreen')).LearnScreen }),
  },
];
