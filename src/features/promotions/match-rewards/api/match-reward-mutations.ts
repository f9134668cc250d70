import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { ReceiveMatchRewardsRequest } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { refreshAfterReward } from '@/features/promotions/campaigns/api/campaign-mutations';
import { matchRewardKeys } from './match-reward-queries';

const promotionCalls = () => import('@/shared/api/generated/main/promotion/promotion');

const refreshMatches = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: matchRewardKeys.configs }),
    client.invalidateQueries({ queryKey: matchRewardKeys.cheers }),
    refreshAfterReward(client),
  ]);

/** Claims the reward of one match: one bonus credited to the wallet. */
export const useReceiveMatchReward = () =>
  useMutation(
    mutationWithCacheWork(async (claim: ReceiveMatchRewardsRequest) => (await (await promotionCalls()).receiveMatchRewards(claim)).data, refreshMatches),
  );
