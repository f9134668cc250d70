import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** VIP pages. */
export const vipRoutes: RouteObject[] = [
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
  {
    path: PATHS.vipDedicatedManager,
    handle: { transition: 'slide', titleKey: 'title.vipDedicatedManager' },
    lazy: async () => ({ Component: (await import('./screens/VipDedicatedManagerScreen')).VipDedicatedManagerScreen }),
  },
  {
    path: PATHS.vipBusinessGirl,
    handle: { transition: 'slide', titleKey: 'title.vipBusinessGirl' },
    lazy: async () => ({ Component: (await import('./screens/VipBusinessGirlScreen')).VipBusinessGirlScreen }),
  },
  {
    path: PATHS.businessYoungModel,
    handle: { transition: 'slide', titleKey: 'title.businessYoungModel' },
    lazy: async () => ({ Component: (await import('./screens/BusinessYoungModelScreen')).BusinessYoungModelScreen }),
  },
  {
    path: PATHS.vipYacht,
    handle: { transition: 'slide', titleKey: 'title.vipYacht' },
    lazy: async () => ({ Component: (await import('./screens/VipYachtScreen')).VipYachtScreen }),
  },
];
