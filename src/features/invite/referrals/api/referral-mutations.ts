import { useMutation } from '@tanstack/react-query';
import { claimInviteAward } from '@/shared/api/generated/main/invite/invite';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { refreshAfterClaim } from './referral-queries';

/** Claims every claimable invite reward into the wallet; totals, lists and balance are read again first. */
export const useClaimInviteRewards = () =>
  useMutation(mutationWithCacheWork(async () => (await claimInviteAward({})).data ?? null, refreshAfterClaim));
