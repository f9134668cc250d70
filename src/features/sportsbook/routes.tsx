import type { RouteObject } from 'react-router';

/** Sports: the in-play tab, the maintenance tab, match and outright details, results and betting help. */
export const sportsbookRoutes: RouteObject[] = [
  {
    path: '/sports',
    handle: { isShowTabbar: true, isShowBetCart: true, transition: 'fade', titleKey: 'title.sports' },
    lazy: async () => ({ Component: (await import('./screens/SportsScreen')).SportsScreen }),
  },
  {
    path: '/maintain',
    handle: { isShowTabbar: true, isShowBetCart: true, transition: 'fade', titleKey: 'title.maintain' },
    lazy: async () => ({ Component: (await import('./screens/MaintainScreen')).MaintainScreen }),
  },
  {
    path: '/match-detail/:id',
    handle: { isShowBetCart: true, transition: 'slide', titleKey: 'title.matchDetail' },
    lazy: async () => ({ Component: (await import('./screens/MatchDetailScreen')).MatchDetailScreen }),
  },
  {
    path: '/champions-detail/:id',
    handle: { isShowBetCart: true, transition: 'slide', titleKey: 'title.championsDetail' },
    lazy: async () => ({ Component: (await import('./screens/ChampionsDetailScreen')).ChampionsDetailScreen }),
  },
  {
    path: '/SportsResults',
    handle: { transition: 'slide', titleKey: 'title.sportsResults' },
    lazy: async () => ({ Component: (await import('./screens/SportsResultsScreen')).SportsResultsScreen }),
  },
  {
    path: '/ResultInfo',
    handle: { transition: 'slide', titleKey: 'title.resultInfo' },
    lazy: async () => ({ Component: (await import('./screens/ResultInfoScreen')).ResultInfoScreen }),
  },
  {
    path: '/HandicapTutorial',
    handle: { transition: 'slide', titleKey: 'title.handicapTutorial' },
    lazy: async () => ({ Component: (await import('./screens/HandicapTutorialScreen')).HandicapTutorialScreen }),
  },
  {
    path: '/betrule',
    handle: { transition: 'slide', titleKey: 'title.betRule' },
    lazy: async () => ({ Component: (await import('./screens/BetRuleScreen')).BetRuleScreen }),
  },
  {
    path: '/betmock',
    handle: { transition: 'slide', titleKey: 'title.betMock' },
    lazy: async () => ({ Component: (await import('./screens/BetMockScreen')).BetMockScreen }),
  },
];
