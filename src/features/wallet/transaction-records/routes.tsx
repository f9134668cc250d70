import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Transaction records: the list with its filters and one record's details. */
export const transactionRecordRoutes: RouteObject[] = [
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
