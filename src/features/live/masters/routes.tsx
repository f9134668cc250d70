import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

export const mastersRoutes: RouteObject[] = [
  {
    path: PATHS.allMastersList,
    handle: { transition: 'slide', titleKey: 'title.allMastersList' },
    lazy: async () => ({ Component: (await import('./screens/AllMastersListScreen')).AllMastersListScreen }),
  },
  {
    path: PATHS.masterDetail,
    handle: { transition: 'slide', titleKey: 'title.masterDetail' },
    lazy: async () => ({ Component: (await import('./screens/MasterDetailScreen')).MasterDetailScreen }),
  },
  {
    path: PATHS.planList,
    handle: { transition: 'slide', titleKey: 'title.planList' },
    lazy: async () => ({ Component: (await import('./screens/PlanListScreen')).PlanListScreen }),
  },
  {
    path: PATHS.planDetail,
    handle: { transition: 'slide', titleKey: 'title.planDetail' },
    lazy: async () => ({ Component: (await import('./screens/PlanDetailScreen')).PlanDetailScreen }),
  },
];
