import type { RouteObject } from 'react-router';

/** Loads the route table chunk (every route after home); the same promise every time. */
export function loadScreenRoutes(): Promise<RouteObject[]> {
  return import('./route-table').then((table) => table.guardedScreenRoutes);
}
