import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Withdrawals: the form and the open order's page. */
export const withdrawalRoutes: RouteObject[] = [
  {
    path: PATHS.withdraw,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.withdraw' },
    lazy: async () => ({ Component: (await import('./screens/WithdrawScreen')).WithdrawScreen }),
  },
  {
    path: PATHS.withdrawalInformation,
    handle: { transition: 'slide', titleKey: 'title.withdrawalInformation' },
    lazy: async () => ({ Component: (await import('./screens/WithdrawalOrderScreen')).WithdrawalOrderScreen }),
  },
];
