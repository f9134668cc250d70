import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** VIP services: the dedicated manager and the VIP experiences. */
export const vipServiceRoutes: RouteObject[] = [
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
