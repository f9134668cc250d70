import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Delivery addresses. */
export const addressRoutes: RouteObject[] = [
  {
    path: PATHS.addressView,
    handle: { transition: 'slide', titleKey: 'title.addressView' },
    lazy: async () => ({ Component: (await import('./screens/AddressViewScreen')).AddressViewScreen }),
  },
  {
    path: PATHS.addressChild,
    handle: { name: 'addressChild', transition: 'slide', titleKey: 'title.addressChild' },
    lazy: async () => ({ Component: (await import('./screens/AddressChildScreen')).AddressChildScreen }),
  },
];
