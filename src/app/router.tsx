import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { authRoutes } from '@/features/auth/routes';
import { homeRoutes } from '@/features/home/routes';
import { sportsbookRoutes } from '@/features/sportsbook/routes';
import { guestOnly, requireAuth } from './guard';
import { metaOf } from './route-meta';
import { AppLayout } from './shell/AppLayout';
import { RouteError } from './shell/RouteError';

/** Adds the guard loaders that a route's meta flags ask for. */
export function withGuards(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const meta = metaOf(route.handle);
    const children = route.children ? withGuards(route.children) : undefined;
    if (route.index) return route;
    const loader = meta.isAuth ? requireAuth : meta.guestOnly ? guestOnly : route.loader;
    return { ...route, loader, children } as RouteObject;
  });
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...withGuards([...homeRoutes, ...authRoutes, ...sportsbookRoutes]),
          { path: '*', loader: () => redirect('/') },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(appRoutes);
  return <RouterProvider router={router} />;
}
