// Collection of the business agent applications, checked by the generated contract schema of the designed call
// plus the owner, so data that drifts from the contract fails on create.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { BusinessAgentInfo } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A member's agent account application (one per member; a rejected one may be replaced). */
export const BusinessAgentRecord = BusinessAgentInfo.extend({ memberId: z.int() });

export type BusinessAgentRecordType = z.infer<typeof BusinessAgentRecord>;

export const businessAgentCollections = {
  businessAgents: new Collection({ schema: BusinessAgentRecord }),
};
