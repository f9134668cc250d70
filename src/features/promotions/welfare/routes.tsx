import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Rewards: /welfare, the member's rewards across every campaign. */
export const rewardRoutes: RouteObject[] = [
  {
    path: PATHS.welfare,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.welfare' },
    lazy: async () => ({ Component: (await import('./screens/WelfareScreen')).WelfareScreen }),
  },
];
