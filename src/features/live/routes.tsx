import { redirect, type RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Live streams: /live redirects to /live/LiveList; its children have no tab bar. */
export const liveRoutes: RouteObject[] = [
  {
    path: '/live',
    children: [
      { index: true, loader: () => redirect(PATHS.liveList) },
      {
        path: 'LiveList',
        handle: { transition: 'slide', titleKey: 'title.liveList' },
        lazy: async () => ({ Component: (await import('./screens/LiveListScreen')).LiveListScreen }),
      },
      {
        path: 'Information',
        handle: { transition: 'slide', titleKey: 'title.liveInformation' },
        lazy: async () => ({ Component: (await import('./screens/LiveInformationScreen')).LiveInformationScreen }),
      },
      {
        path: 'MatchList',
        handle: { transition: 'slide', titleKey: 'title.liveMatchList' },
        lazy: async () => ({ Component: (await import('./screens/LiveMatchListScreen')).LiveMatchListScreen }),
      },
    ],
  },
  {
    path: '/allmasterslist',
    handle: { transition: 'slide', titleKey: 'title.allMastersList' },
    lazy: async () => ({ Component: (await import('./screens/AllMastersListScreen')).AllMastersListScreen }),
  },
  {
    path: '/live-page',
    handle: { transition: 'slide', titleKey: 'title.livePage' },
    lazy: async () => ({ Component: (await import('./screens/LivePageScreen')).LivePageScreen }),
  },
  {
    path: '/anchor',
    handle: { transition: 'slide', titleKey: 'title.anchor' },
    lazy: async () => ({ Component: (await import('./screens/AnchorScreen')).AnchorScreen }),
  },
  {
    path: '/entertainmentLive',
    handle: { transition: 'slide', titleKey: 'title.entertainmentLive' },
    lazy: async () => ({ Component: (await import('./screens/EntertainmentLiveScreen')).EntertainmentLiveScreen }),
  },
  {
    path: '/masterdetail/:id',
    handle: { transition: 'slide', titleKey: 'title.masterDetail' },
    lazy: async () => ({ Component: (await import('./screens/MasterDetailScreen')).MasterDetailScreen }),
  },
  {
    path: '/plandetail/:id',
    handle: { transition: 'slide', titleKey: 'title.planDetail' },
    lazy: async () => ({ Component: (await import('./screens/PlanDetailScreen')).PlanDetailScreen }),
  },
  {
    path: '/planList/:id',
    handle: { transition: 'slide', titleKey: 'title.planList' },
    lazy: async () => ({ Component: (await import('./screens/PlanListScreen')).PlanListScreen }),
  },
  {
    path: '/anchor-infor/:id',
    handle: { transition: 'slide', titleKey: 'title.anchorInfo' },
    lazy: async () => ({ Component: (await import('./screens/AnchorInfoScreen')).AnchorInfoScreen }),
  },
  {
    path: '/sub-game/:id',
    handle: { transition: 'slide', titleKey: 'title.subGame' },
    lazy: async () => ({ Component: (await import('./screens/SubGameScreen')).SubGameScreen }),
  },
];
