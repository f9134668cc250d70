import { queryOptions } from '@tanstack/react-query';
import { registerCreateName } from '@/shared/api/generated/main/auth/auth';

/** Query key roots of the sign-in and registration screens. */
export const authKeys = {
  generatedName: ['auth', 'generatedName'] as const,
};

/** A free generated username for the mobile registration; a fresh one on every refetch. */
export const generatedNameQuery = () =>
  queryOptions({
    queryKey: authKeys.generatedName,
    queryFn: async ({ signal }) => (await registerCreateName({ signal })).data ?? '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
