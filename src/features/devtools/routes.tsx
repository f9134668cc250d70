import type { RouteObject } from 'react-router';

/** Developer pages (SPEC.md section 2 "Other"): the icon list and the animation player demo. */
export const devtoolsRoutes: RouteObject[] = [
  {
    path: '/icon-list',
    handle: { transition: 'slide', titleKey: 'title.iconList' },
    lazy: async () => ({ Component: (await import('./screens/IconListScreen')).IconListScreen }),
  },
  {
    path: '/learn',
    handle: { transition: 'slide', titleKey: 'title.learn' },
    lazy: async () => ({ Component: (await import('./screens/LearnScreen')).LearnScreen }),
  },
];
