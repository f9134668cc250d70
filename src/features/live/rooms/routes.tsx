import { redirect, type RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The live list's children of /live (it redirects to /live/LiveList; no tab bar), and the room pages. */
export const roomsLiveChildren: RouteObject[] = [
  { index: true, loader: () => redirect(PATHS.liveList) },
  {
    path: PATHS.liveList,
    handle: { transition: 'slide', titleKey: 'title.liveList' },
    lazy: async () => ({ Component: (await import('./screens/LiveListScreen')).LiveListScreen }),
  },
  {
    path: PATHS.liveMatchList,
    handle: { transition: 'slide', titleKey: 'title.liveMatchList' },
    lazy: async () => ({ Component: (await import('./screens/LiveMatchListScreen')).LiveMatchListScreen }),
  },
];

export const roomsRoutes: RouteObject[] = [
  {
    path: PATHS.livePage,
    handle: { transition: 'slide', titleKey: 'title.livePage' },
    lazy: async () => ({ Component: (await import('./screens/LivePageScreen')).LivePageScreen }),
  },
  {
    path: PATHS.entertainmentLive,
    handle: { transition: 'slide', titleKey: 'title.entertainmentLive' },
    lazy: async () => ({ Component: (await import('./screens/EntertainmentLiveScreen')).EntertainmentLiveScreen }),
  },
];
