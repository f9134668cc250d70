import { useMutation, type QueryClient } from '@tanstack/react-query';
import {
  addDeliveryAddress,
  deleteDeliveryAddress,
  setDefaultDeliveryAddress,
  updateDeliveryAddress,
} from '@/shared/api/generated/main/member/member';
import type { DeliveryAddressInput } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { addressKeys } from './address-queries';

// Delivery address changes; each refetches the member's addresses before the screen moves on.

const refreshAddresses = (client: QueryClient) => client.invalidateQueries({ queryKey: addressKeys.list });

/** Adds an address, or updates the one with `id`. */
export const useSaveAddress = () =>
  useMutation(
    mutationWithCacheWork(
      ({ id, ...body }: DeliveryAddressInput & { id?: number }) =>
        id === undefined ? addDeliveryAddress(body) : updateDeliveryAddress({ ...body, id }),
      refreshAddresses,
    ),
  );

export const useSetDefaultAddress = () =>
  useMutation(mutationWithCacheWork((id: number) => setDefaultDeliveryAddress({ id }), refreshAddresses));

export const useDeleteAddress = () => useMutation(mutationWithCacheWork((id: number) => deleteDeliveryAddress({ id }), refreshAddresses));
