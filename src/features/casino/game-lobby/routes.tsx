import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The game lobby's own page: /game, one game type or lobby (the home screen shows the lobby as a section). */
export const gameLobbyRoutes: RouteObject[] = [
  {
    path: PATHS.game,
    handle: { transition: 'slide', titleKey: 'title.game' },
    lazy: async () => ({ Component: (await import('./screens/GameScreen')).GameScreen }),
  },
];
