import type { RouteObject } from 'react-router';

const screens = () => import('./ErrorScreens');

/** The error pages (SPEC.md section 2 "Other"); /500 is also the maintenance page. */
export const errorRoutes: RouteObject[] = [
  {
    path: '/404',
    handle: { transition: 'fade', navBar: false, titleKey: 'title.notFound' },
    lazy: async () => ({ Component: (await screens()).NotFoundScreen }),
  },
  {
    path: '/500',
    handle: { transition: 'fade', navBar: false, titleKey: 'title.serverError' },
    lazy: async () => ({ Component: (await screens()).ServerErrorScreen }),
  },
  {
    path: '/403',
    handle: { transition: 'fade', navBar: false, titleKey: 'title.forbidden' },
    lazy: async () => ({ Component: (await screens()).ForbiddenScreen }),
  },
];
