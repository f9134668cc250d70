import { redirect, type MiddlewareFunction, type RouteObject } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { getToken } from '@/shared/session/token-store';
import { guardEnvironment } from './guard/context';
import { ensureProfile } from './guard/member-profile';
import { startNavigation } from './guard/navigation-start';
import { loginRedirectPath, mayEnterAuthRoute } from './guard/rules';
import { metaOf, type RouteMeta } from './route-meta';

// Steps 4 and 5 (and their API calls) are needed on /deposit and /withdraw only: their own chunk.
const loadFundsSteps = () => import('./guard/funds-steps');

/**
 * The navigation guard of SPEC.md section 2, run on every navigation as the matched route's middleware:
 * 1 progress bar, language, agent-line configuration; 2 auth routes; 3 profile; 4 /deposit; 5 /withdraw.
 * Step 6 (progress done, scroll to top) runs in the app layout once the navigation has settled.
 */
export function navigationGuard(meta: RouteMeta, routePath: string | undefined): MiddlewareFunction {
  return async ({ request, context }) => {
    const env = context.get(guardEnvironment);
    const url = new URL(request.url);

    await startNavigation(url);

    // /login, /register and /registerName are closed to logged-in players.
    if (meta.guestOnly && getToken()) throw redirect(PATHS.home);

    if (meta.isAuth && !mayEnterAuthRoute(getToken(), url.search)) {
      throw redirect(loginRedirectPath(url, env.currentLocation()));
    }

    const token = getToken();
    if (!token) return;
    const justLoaded = await ensureProfile(env.queryClient, token);

    if (routePath === PATHS.deposit || routePath === PATHS.withdraw) {
      const steps = await loadFundsSteps();
      const input = { queryClient: env.queryClient, token, url, previous: env.currentLocation(), justLoaded };
      if (routePath === PATHS.deposit) await steps.depositStep(input);
      else await steps.withdrawStep(input);
    }
  };
}

function joinPaths(parent: string | undefined, path: string | undefined, index: boolean | undefined): string | undefined {
  if (index) return parent;
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  const base = parent && parent !== '/' ? parent : '';
  return `${base}/${path}`;
}

/**
 * Gives every leaf route (a route that renders a screen or redirects) the guard for its own meta and full path.
 * Parents get none, so each navigation runs the guard exactly once.
 */
export function withGuards(routes: RouteObject[], parentPath?: string): RouteObject[] {
  return routes.map((route): RouteObject => {
    const path = joinPaths(parentPath, route.path, route.index);
    if (route.index) return { ...route, middleware: [navigationGuard(metaOf(route.handle), path), ...(route.middleware ?? [])] };
    if (route.children) return { ...route, children: withGuards(route.children, path) };
    return { ...route, middleware: [navigationGuard(metaOf(route.handle), path), ...(route.middleware ?? [])] };
  });
}
