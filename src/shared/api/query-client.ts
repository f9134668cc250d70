import { QueryClient } from '@tanstack/react-query';

/** Stale times, named so that screens say how fresh their data must be. */
export const STALE = {
  liveOdds: 5_000,
  balance: 15_000,
  profile: 60_000,
  catalogue: 5 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: STALE.profile },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
