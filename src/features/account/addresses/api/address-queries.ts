import { queryOptions } from '@tanstack/react-query';
import { getAddressRegions, getDeliveryAddresses } from '@/shared/api/generated/main/member/member';
import { STALE } from '@/shared/api/query-client';

/** Key roots of the member's delivery addresses and the region catalogue of the address form. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: ['addresses', 'list'] as const,
  regions: ['addresses', 'regions'] as const,
};

/** Addresses change only through these screens; they are refetched after every change. */
const ADDRESSES_STALE = STALE.profile;

export const deliveryAddressesQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...addressKeys.list, token],
    queryFn: async ({ signal }) => (await getDeliveryAddresses({ signal })).data ?? [],
    enabled: Boolean(token),
    staleTime: ADDRESSES_STALE,
  });

export const addressRegionsQuery = () =>
  queryOptions({
    queryKey: [...addressKeys.regions],
    queryFn: async ({ signal }) => (await getAddressRegions({ signal })).data ?? [],
    staleTime: STALE.catalogue,
  });
