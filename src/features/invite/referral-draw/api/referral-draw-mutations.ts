import { useMutation } from '@tanstack/react-query';
import { drawInviteAward } from '@/shared/api/generated/main/invite/invite';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { recordDraw } from './referral-draw-queries';

/** One draw; `drawNo` names it, so a retry after a lost answer gets the same prize instead of a second draw. */
export const useDrawPrize = () =>
  useMutation(mutationWithCacheWork(async (drawNo: string) => (await drawInviteAward({ drawNo })).data ?? null, recordDraw));
