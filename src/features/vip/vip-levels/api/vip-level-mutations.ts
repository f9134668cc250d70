import { useMutation } from '@tanstack/react-query';
import { claimVipUpgradeBonus } from '@/shared/api/generated/main/vip/vip';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { refreshVipStanding } from './vip-level-queries';

/** Claims the upgrade bonus of a reached level; the progress and the balance are read again before the screen reacts. */
export const useClaimUpgradeBonus = () =>
  useMutation(
    mutationWithCacheWork(async (vipLevel: number) => (await claimVipUpgradeBonus({ vipLevel })).data ?? null, refreshVipStanding),
  );
