import { redirect, type RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Live streams: /live redirects to /live/LiveList; its children have no tab bar. */
export const liveRoutes: RouteObject[] = [
  {
    path: PATHS.live,
    children: [
      { index: true, loader: () => redirect(PATHS.liveList) },
      {
        path: PATHS.liveList,
        handle: { transition: 'slide', titleKey: 'title.liveList' },
        lazy: async () => ({ Component: (await import('./screens/LiveListScreen')).LiveListScreen }),
      },
      {
        path: PATHS.liveInformation,
        handle: { transition: 'slide', titleKey: 'title.liveInformation' },
        lazy: async () => ({ Component: (await import('./screens/LiveInformationScreen')).LiveInformationScreen }),
      },
      {
        path: PATHS.liveMatchList,
        handle: { transition: 'slide', titleKey: 'title.liveMatchList' },
        lazy: async () => ({ Component: (await import('./screens/LiveMatchListScreen')).LiveMatchListScreen }),
      },
    ],
  },
  {
    path: PATHS.allMastersList,
    handle: { transition: 'slide', titleKey: 'title.allMastersList' },
    lazy: async () => ({ Component: (await import('./screens/AllMastersListScreen')).AllMastersListScreen }),
  },
  {
    path: PATHS.livePage,
    handle: { transition: 'slide', titleKey: 'title.livePage' },
    lazy: async () => ({ Component: (await import('./screens/LivePageScreen')).LivePageScreen }),
  },
  {
    path: PATHS.anchor,
    handle: { transition: 'slide', titleKey: 'title.anchor' },
    lazy: async () => ({ Component: (await import('./screens/AnchorScreen')).AnchorScreen }),
  },
  {
    path: PATHS.entertainmentLive,
    handle: { transition: 'slide', titleKey: 'title.entertainmentLive' },
    lazy: async () => ({ Component: (await import('./screens/EntertainmentLiveScreen')).EntertainmentLiveScreen }),
  },
  {
    path: PATHS.masterDetail,
    handle: { transition: 'slide', titleKey: 'title.masterDetail' },
    lazy: async () => ({ Component: (await import('./screens/MasterDetailScreen')).MasterDetailScreen }),
  },
  {
    path: PATHS.planDetail,
    handle: { transition: 'slide', titleKey: 'title.planDetail' },
    lazy: async () => ({ Component: (await import('./screens/PlanDetailScreen')).PlanDetailScreen }),
  },
  {
    path: PATHS.planList,
    handle: { transition: 'slide', titleKey: 'title.planList' },
    lazy: async () => ({ Component: (await import('./screens/PlanListScreen')).PlanListScreen }),
  },
  {
    path: PATHS.anchorInfo,
    handle: { transition: 'slide', titleKey: 'title.anchorInfo' },
    lazy: async () => ({ Component: (await import('./screens/AnchorInfoScreen')).AnchorInfoScreen }),
  },
  {
    path: PATHS.subGame,
    handle: { transition: 'slide', titleKey: 'title.subGame' },
    lazy: async () => ({ Component: (await import('./screens/SubGameScreen')).SubGameScreen }),
  },
];
