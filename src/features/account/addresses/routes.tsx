import type { RouteObject } from 'react-router';

/** Delivery addresses. */
export const addressRoutes: RouteObject[] = [
  {
    path: '/addressView',
    handle: { transition: 'slide', titleKey: 'title.addressView' },
    lazy: async () => ({ Component: (await import('./screens/AddressViewScreen')).AddressViewScreen }),
  },
  {
    path: '/addressChild',
    handle: { name: 'addressChild', transition: 'slide', titleKey: 'title.addressChild' },
    lazy: async () => ({ Component: (await import('./screens/AddressChildScreen')).AddressChildScreen }),
  },
];
