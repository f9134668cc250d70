import { QueryClient } from '@tanstack/react-query';

/** Stale times, named so that screens say how fresh their data must be. */
export const STALE = {
  liveOdds: 5_000,
  balance: 15_000,
  profile: 60_000,
  catalogue: 5 * 60_000,
} as const;

/**
 * Calls run whatever the device says about its network (networkMode 'always'): offline, a query fails and its screen
 * shows its failed state with a retry (instead of a spinner that waits for the network), and a money mutation reaches
 * the API client, which refuses it with a message (shared/lib/money-calls) rather than being queued and sent later.
 * Coming back online refetches what failed (TanStack's refetchOnReconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: STALE.profile, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
