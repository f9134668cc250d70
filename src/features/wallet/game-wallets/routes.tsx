import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Game wallets: /transfer, what each game holds and "collect all". */
export const gameWalletRoutes: RouteObject[] = [
  {
    path: PATHS.transfer,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.transfer' },
    lazy: async () => ({ Component: (await import('./screens/TransferScreen')).TransferScreen }),
  },
];
