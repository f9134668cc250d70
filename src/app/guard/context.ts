import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { queryClient as appQueryClient } from '@/shared/api/query-client';
import type { LocationLike } from './rules';

/** What the guard needs from the router it runs in. */
export interface GuardEnvironment {
  /** The query client the screens read (the member profile lives there). */
  queryClient: QueryClient;
  /** The committed location a navigation starts from; null while the first page of the visit is loading. */
  currentLocation(): LocationLike | null;
}

export const guardEnvironment = createContext<GuardEnvironment>({
  queryClient: appQueryClient,
  currentLocation: () => null,
});

interface RouterLike {
  state: { initialized: boolean; location: LocationLike };
}

/**
 * The router context for a router created with these routes: `getContext: guardContextFor(queryClient, () =>
 * router)`. Before the router has finished its first navigation there is no previous location.
 */
export function guardContextFor(queryClient: QueryClient, router: () => RouterLike | undefined): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(guardEnvironment, {
      queryClient,
      currentLocation: () => {
        const state = router()?.state;
        return state?.initialized ? state.location : null;
      },
    });
    return context;
  };
}
