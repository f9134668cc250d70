import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Withdrawal accounts: bank cards, EBPay accounts and crypto addresses. */
export const withdrawalAccountRoutes: RouteObject[] = [
  {
    path: PATHS.bankcard,
    handle: { transition: 'slide', titleKey: 'title.bankcard' },
    lazy: async () => ({ Component: (await import('./screens/BankcardScreen')).BankcardScreen }),
  },
  {
    path: PATHS.addBankcard,
    handle: { transition: 'slide', titleKey: 'title.addBankcard' },
    lazy: async () => ({ Component: (await import('./screens/AddBankcardScreen')).AddBankcardScreen }),
  },
  {
    path: PATHS.addVirtual,
    handle: { transition: 'slide', titleKey: 'title.addVirtual' },
    lazy: async () => ({ Component: (await import('./screens/AddVirtualScreen')).AddVirtualScreen }),
  },
  {
    path: PATHS.addEbPay,
    handle: { transition: 'slide', titleKey: 'title.addEbPay' },
    lazy: async () => ({ Component: (await import('./screens/AddEbPayScreen')).AddEbPayScreen }),
  },
];
