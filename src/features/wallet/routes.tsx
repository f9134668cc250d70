import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Payments: deposit (kept alive), withdrawal, open-order information, transfer and records. */
export const walletRoutes: RouteObject[] = [
  {
    path: PATHS.deposit,
    handle: { isAuth: true, keepAlive: true, transition: 'slide', titleKey: 'title.deposit' },
    lazy: async () => ({ Component: (await import('./screens/DepositScreen')).DepositScreen }),
  },
  {
    path: PATHS.withdraw,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.withdraw' },
    lazy: async () => ({ Component: (await import('./screens/WithdrawScreen')).WithdrawScreen }),
  },
  {
    path: PATHS.rechargeInformation,
    handle: { transition: 'slide', titleKey: 'title.rechargeInformation' },
    lazy: async () => ({ Component: (await import('./screens/RechargeInformationScreen')).RechargeInformationScreen }),
  },
  {
    path: PATHS.withdrawalInformation,
    handle: { transition: 'slide', titleKey: 'title.withdrawalInformation' },
    lazy: async () => ({ Component: (await import('./screens/WithdrawalInformationScreen')).WithdrawalInformationScreen }),
  },
  {
    path: PATHS.virtualBanner,
    handle: { transition: 'slide', titleKey: 'title.virtualBanner' },
    lazy: async () => ({ Component: (await import('./screens/VirtualBannerScreen')).VirtualBannerScreen }),
  },
  {
    path: PATHS.transfer,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.transfer' },
    lazy: async () => ({ Component: (await import('./screens/TransferScreen')).TransferScreen }),
  },
  {
    path: PATHS.transactionRecord,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.transactionRecord' },
    lazy: async () => ({ Component: (await import('./screens/TransactionRecordScreen')).TransactionRecordScreen }),
  },
  {
    path: PATHS.financialDetailsViews,
    handle: { name: 'financialDetailsViews', transition: 'slide', titleKey: 'title.financialDetailsViews' },
    lazy: async () => ({ Component: (await import('./screens/FinancialDetailsScreen')).FinancialDetailsScreen }),
  },
];
