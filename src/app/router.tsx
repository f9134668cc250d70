import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { lazy } from 'react';
import { homeRoutesWith } from '@/features/home/routes';
import { queryClient } from '@/shared/api/query-client';
import { guardContextFor } from './guard/context';
import { withGuards } from './guard';
import { loadScreenRoutes } from './screen-routes';
import { AppLayout } from './shell/AppLayout';
import { BootFallback } from './shell/BootFallback';
import { RouteError } from './shell/RouteError';

/** The pathless route that holds every screen route (and its error boundary). */
export const SCREENS_ROUTE_ID = 'screens';

/** The shell around the given screen routes: the layout, the boot fallback and the error boundaries. */
export function buildAppRoutes(screens: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootFallback />,
      children: [{ id: SCREENS_ROUTE_ID, errorElement: <RouteError />, children: screens }],
    },
  ];
}

/** The casino's game lobby, a section of home loaded as its own chunk (a feature never imports another one). */
const GameLobby = lazy(async () => ({ default: (await import('@/features/casino/game-lobby/components/GameLobby')).GameLobby }));

/** The routes the app starts with: the shell and home. The others arrive with the route table (screen-routes.ts). */
export const appRoutes: RouteObject[] = buildAppRoutes(withGuards(homeRoutesWith(GameLobby)));

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Options for a router made from appRoutes: the guard's context (this router's query client and location) and the
 * route table, added to this router the first time a path is not (or only loosely) matched.
 */
export function appRouterOptions(client: QueryClient, router: () => { state: AppRouter['state'] } | undefined) {
  let patched = false;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
    if (patched) return;
    const routes = await loadScreenRoutes();
    if (patched) return;
    patch(SCREENS_ROUTE_ID, routes);
    patched = true;
  };
  return { getContext: guardContextFor(client, router), patchRoutesOnNavigation };
}

let router: AppRouter | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(appRoutes, appRouterOptions(queryClient, () => router));
  return <RouterProvider router={router} />;
}
