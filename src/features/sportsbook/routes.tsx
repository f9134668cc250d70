import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Sports: the in-play tab, the maintenance tab, match and outright details, results and betting help. */
export const sportsbookRoutes: RouteObject[] = [
  {
    path: PATHS.sports,
    handle: { isShowTabbar: true, isShowBetCart: true, transition: 'fade', titleKey: 'title.sports' },
    lazy: async () => ({ Component: (await import('./sports-list/screens/SportsScreen')).SportsScreen }),
  },
  {
    path: PATHS.maintain,
    handle: { isShowTabbar: true, isShowBetCart: true, transition: 'fade', titleKey: 'title.maintain' },
    lazy: async () => ({ Component: (await import('./maintenance/screens/MaintainScreen')).MaintainScreen }),
  },
  {
    path: PATHS.matchDetail,
    handle: { isShowBetCart: true, transition: 'slide', titleKey: 'title.matchDetail' },
    lazy: async () => ({ Component: (await import('./match-detail/screens/MatchDetailScreen')).MatchDetailScreen }),
  },
  {
    path: PATHS.championsDetail,
    handle: { isShowBetCart: true, transition: 'slide', titleKey: 'title.championsDetail' },
    lazy: async () => ({ Component: (await import('./champions/screens/ChampionsDetailScreen')).ChampionsDetailScreen }),
  },
  {
    path: PATHS.sportsResults,
    handle: { transition: 'slide', titleKey: 'title.sportsResults' },
    lazy: async () => ({ Component: (await import('./results/screens/SportsResultsScreen')).SportsResultsScreen }),
  },
  {
    path: PATHS.resultInfo,
    handle: { transition: 'slide', titleKey: 'title.resultInfo' },
    lazy: async () => ({ Component: (await import('./results/screens/ResultInfoScreen')).ResultInfoScreen }),
  },
  {
    path: PATHS.handicapTutorial,
    handle: { transition: 'slide', titleKey: 'title.handicapTutorial' },
    lazy: async () => ({ Component: (await import('./help/screens/HandicapTutorialScreen')).HandicapTutorialScreen }),
  },
  {
    path: PATHS.betRule,
    handle: { transition: 'slide', titleKey: 'title.betRule' },
    lazy: async () => ({ Component: (await import('./help/screens/BetRuleScreen')).BetRuleScreen }),
  },
  {
    path: PATHS.betMock,
    handle: { transition: 'slide', titleKey: 'title.betMock' },
    lazy: async () => ({ Component: (await import('./help/screens/BetMockScreen')).BetMockScreen }),
  },
];
