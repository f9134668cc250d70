// Collections of the delivery addresses (prizes) and the business agent applications, checked by the generated
// contract schemas of their designed calls plus the owner, so data that drifts from the contract fails on create.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { AddressProvince, BusinessAgentInfo, DeliveryAddress } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A member's delivery address. */
export const DeliveryAddressRecord = DeliveryAddress.extend({ memberId: z.int() });

/** A province with its districts, in display order (`sort`). */
export const AddressRegionRecord = AddressProvince.extend({ sort: z.int() });

/** A member's agent account application (one per member; a rejected one may be replaced). */
export const BusinessAgentRecord = BusinessAgentInfo.extend({ memberId: z.int() });

export type DeliveryAddressRecordType = z.infer<typeof DeliveryAddressRecord>;
export type AddressRegionRecordType = z.infer<typeof AddressRegionRecord>;
export type BusinessAgentRecordType = z.infer<typeof BusinessAgentRecord>;

export const bankingCollections = {
  deliveryAddresses: new Collection({ schema: DeliveryAddressRecord }),
  addressRegions: new Collection({ schema: AddressRegionRecord }),
  businessAgents: new Collection({ schema: BusinessAgentRecord }),
};
