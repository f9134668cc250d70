import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

// The sections' chunk is imported from here, the start-up file, rather than from the screen's chunk: its list of
// files to preload then joins the start-up file's one list (the same shared files, named once), the screen's chunk
// stays the skeleton alone (scripts/size-check.mjs), and the sections start loading with the screen, not after it.
const loadBody = () => import('./components/HomeBody');
const HomeBody = lazy(async () => ({ default: (await loadBody()).HomeBody }));

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
        void loadBody();
        const { HomeScreen } = await import('./screens/HomeScreen');
        return { Component: () => <HomeScreen Body={HomeBody} Lobby={Lobby} /> };
      },
    },
  ];
}

export const homeRoutes: RouteObject[] = homeRoutesWith();
