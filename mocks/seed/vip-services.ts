// The VIP experiences: the level each unlocks at and how many guests the desk takes. No member has a request yet.
import type { VipExperience } from '@/shared/api/generated/main/model';
import { db } from '../db';

export const VIP_EXPERIENCES: VipExperience[] = [
  { experienceType: 1, minVipLevel: 5, requestOpen: true, maxGuests: 6 },
  { experienceType: 2, minVipLevel: 7, requestOpen: true, maxGuests: 6 },
  { experienceType: 3, minVipLevel: 9, requestOpen: true, maxGuests: 12 },
];

export async function seedVipServices(): Promise<void> {
  for (const experience of VIP_EXPERIENCES) await db.vipExperiences.create(experience);
}
