import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

/**
 * The home tab. `Lobby` is the game lobby section, composed in by the app (a feature never imports another); the
 * home screen renders it as its last section, in a placeholder of its size while it loads.
 */
export function homeRoutesWith(Lobby?: ComponentType): RouteObject[] {
  return [
    {
      path: PATHS.home,
      handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.home' },
      lazy: async () => {
        const { HomeScreen } = await import('./screens/HomeScreen');
        return { Component: Lobby ? () => <HomeScreen Lobby={Lobby} /> : HomeScreen };
      },
    },
  ];
}

export const homeRoutes: RouteObject[] = homeRoutesWith();
