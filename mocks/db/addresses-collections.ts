// Collections of the delivery addresses (prizes) and their region catalogue, checked by the generated contract
// schemas of their designed calls plus the owner, so data that drifts from the contract fails on create.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { AddressProvince, DeliveryAddress } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A member's delivery address. */
export const DeliveryAddressRecord = DeliveryAddress.extend({ memberId: z.int() });

/** A province with its districts, in display order (`sort`). */
export const AddressRegionRecord = AddressProvince.extend({ sort: z.int() });

export type DeliveryAddressRecordType = z.infer<typeof DeliveryAddressRecord>;
export type AddressRegionRecordType = z.infer<typeof AddressRegionRecord>;

export const addressCollections = {
  deliveryAddresses: new Collection({ schema: DeliveryAddressRecord }),
  addressRegions: new Collection({ schema: AddressRegionRecord }),
};
