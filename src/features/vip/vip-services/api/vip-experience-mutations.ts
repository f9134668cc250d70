import { useMutation } from '@tanstack/react-query';
import { requestVipExperience } from '@/shared/api/generated/main/vip/vip';
import type { VipExperienceRequestBody } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { refreshExperienceRequests } from './vip-experience-queries';

/** Sends an experience request to the VIP desk; the member's requests are read again before the screen reacts. */
export const useRequestExperience = () =>
  useMutation(
    mutationWithCacheWork(async (body: VipExperienceRequestBody) => (await requestVipExperience(body)).data ?? null, refreshExperienceRequests),
  );
