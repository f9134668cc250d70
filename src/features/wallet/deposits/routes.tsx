import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Deposits: the form (kept alive), the open order's page and the USDT guide. */
export const depositRoutes: RouteObject[] = [
  {
    path: PATHS.deposit,
    handle: { isAuth: true, keepAlive: true, transition: 'slide', titleKey: 'title.deposit' },
    lazy: async () => ({ Component: (await import('./screens/DepositScreen')).DepositScreen }),
  },
  {
    path: PATHS.rechargeInformation,
    handle: { transition: 'slide', titleKey: 'title.rechargeInformation' },
    lazy: async () => ({ Component: (await import('./screens/DepositOrderScreen')).DepositOrderScreen }),
  },
  {
    path: PATHS.virtualBanner,
    handle: { transition: 'slide', titleKey: 'title.virtualBanner' },
    lazy: async () => ({ Component: (await import('./screens/VirtualBannerScreen')).VirtualBannerScreen }),
  },
];
