import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** VIP levels: the member's VIP centre and the level table. */
export const vipLevelRoutes: RouteObject[] = [
  {
    path: PATHS.vip,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.vip' },
    lazy: async () => ({ Component: (await import('./screens/VipScreen')).VipScreen }),
  },
  {
    path: PATHS.vipDetailsView,
    handle: { transition: 'slide', titleKey: 'title.vipDetailsView' },
    lazy: async () => ({ Component: (await import('./screens/VipDetailsScreen')).VipDetailsScreen }),
  },
];
