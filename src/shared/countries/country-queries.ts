import { queryOptions } from '@tanstack/react-query';
import { getCountryCodeList } from '@/shared/api/generated/main/auth/auth';
import { STALE } from '@/shared/api/query-client';

/** Key roots of the country list (dialling codes and phone lengths). */
export const countryKeys = {
  all: ['countries'] as const,
  list: ['countries', 'list'] as const,
};

/**
 * The country list behind every area-code picker (GET /api/user/countrycode/list): one cached catalogue for the
 * sign-in, phone-binding and address screens.
 */
export const countryListQuery = () =>
  queryOptions({
    queryKey: countryKeys.list,
    queryFn: async ({ signal }) => (await getCountryCodeList({ signal })).data ?? [],
    staleTime: STALE.catalogue,
  });
