import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

export const subGamesRoutes: RouteObject[] = [
  {
    path: PATHS.subGame,
    handle: { transition: 'slide', titleKey: 'title.subGame' },
    lazy: async () => ({ Component: (await import('./screens/SubGameScreen')).SubGameScreen }),
  },
];
