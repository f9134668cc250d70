// Collections of the VIP experiences: the level each one unlocks at, and the members' requests to the VIP desk.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { VipExperience, VipExperienceRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A member's request for an experience. */
export const VipExperienceRequestRecord = VipExperienceRequest.extend({ memberId: z.int() });

export type VipExperienceRequestRecordType = z.infer<typeof VipExperienceRequestRecord>;

export const vipServiceCollections = {
  vipExperiences: new Collection({ schema: VipExperience }),
  vipExperienceRequests: new Collection({ schema: VipExperienceRequestRecord }),
};
