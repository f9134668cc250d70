import type { RouteObject } from 'react-router';

/** VIP pages. */
export const vipRoutes: RouteObject[] = [
  {
    path: '/vip',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.vip' },
    lazy: async () => ({ Component: (await import('./screens/VipScreen')).VipScreen }),
  },
  {
    path: '/vipDetailsView',
    handle: { transition: 'slide', titleKey: 'title.vipDetailsView' },
    lazy: async () => ({ Component: (await import('./screens/VipDetailsScreen')).VipDetailsScreen }),
  },
  {
    path: '/vipDedicatedManager',
    handle: { transition: 'slide', titleKey: 'title.vipDedicatedManager' },
    lazy: async () => ({ Component: (await import('./screens/VipDedicatedManagerScreen')).VipDedicatedManagerScreen }),
  },
  {
    path: '/vipBusinessGirl',
    handle: { transition: 'slide', titleKey: 'title.vipBusinessGirl' },
    lazy: async () => ({ Component: (await import('./screens/VipBusinessGirlScreen')).VipBusinessGirlScreen }),
  },
  {
    path: '/businessYoungModel',
    handle: { transition: 'slide', titleKey: 'title.businessYoungModel' },
    lazy: async () => ({ Component: (await import('./screens/BusinessYoungModelScreen')).BusinessYoungModelScreen }),
  },
  {
    path: '/vipYacht',
    handle: { transition: 'slide', titleKey: 'title.vipYacht' },
    lazy: async () => ({ Component: (await import('./screens/VipYachtScreen')).VipYachtScreen }),
  },
];
