import type { RouteObject } from 'react-router';

/** Withdrawal accounts: bank cards, EBPay accounts and crypto addresses. */
export const withdrawalAccountRoutes: RouteObject[] = [
  {
    path: '/bankcard',
    handle: { transition: 'slide', titleKey: 'title.bankcard' },
    lazy: async () => ({ Component: (await import('./screens/BankcardScreen')).BankcardScreen }),
  },
  {
    path: '/addBankcard',
    handle: { transition: 'slide', titleKey: 'title.addBankcard' },
    lazy: async () => ({ Component: (await import('./screens/AddBankcardScreen')).AddBankcardScreen }),
  },
  {
    path: '/addVirtual',
    handle: { transition: 'slide', titleKey: 'title.addVirtual' },
    lazy: async () => ({ Component: (await import('./screens/AddVirtualScreen')).AddVirtualScreen }),
  },
  {
    path: '/addEbPay',
    handle: { transition: 'slide', titleKey: 'title.addEbPay' },
    lazy: async () => ({ Component: (await import('./screens/AddEbPayScreen')).AddEbPayScreen }),
  },
];
