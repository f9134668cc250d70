import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

const screens = () => import('./ErrorScreens');

/** The error pages (SPEC.md section 2 "Other"); /500 is also the maintenance page. */
export const errorRoutes: RouteObject[] = [
  {
    path: PATHS.notFound,
    handle: { transition: 'fade', navBar: false, titleKey: 'title.notFound' },
    lazy: async () => ({ Component: (await screens()).NotFoundScreen }),
  },
  {
    path: PATHS.serverError,
    handle: { transition: 'fade', navBar: false, titleKey: 'title.serverError' },
    lazy: async () => ({ Component: (await screens()).ServerErrorScreen }),
  },
  {
    path: PATHS.forbidden,
    handle: { transition: 'fade', navBar: false, titleKey: 'title.forbidden' },
    lazy: async () => ({ Component: (await screens()).ForbiddenScreen }),
  },
];
