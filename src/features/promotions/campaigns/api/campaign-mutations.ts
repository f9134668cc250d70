import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { ActivityClaimRequest } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { memberKeys } from '@/shared/member/member-queries';
import { rewardKeys } from '@/features/promotions/welfare/api/reward-queries';
import { campaignKeys, promotionCalls } from './campaign-queries';
import { cashbackKeys } from './cashback-queries';
import { rankingKeys } from './ranking-queries';

// Joining and claiming a campaign. A claim changes the wallet, the campaign's progress and records, the tab's
// badges and /welfare: all of them are refreshed before the screen hears of the success.

/** Everything a credited reward changes (shared with the other promotion domains' claims). */
export async function refreshAfterReward(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: memberKeys.balance }),
    client.invalidateQueries({ queryKey: campaignKeys.progress }),
    client.invalidateQueries({ queryKey: campaignKeys.records }),
    client.invalidateQueries({ queryKey: campaignKeys.lists }),
    client.invalidateQueries({ queryKey: cashbackKeys.all }),
    client.invalidateQueries({ queryKey: rewardKeys.all }),
  ]);
}

const refreshAfterSignUp = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: campaignKeys.progress }),
    client.invalidateQueries({ queryKey: campaignKeys.lists }),
    client.invalidateQueries({ queryKey: rankingKeys.all }),
  ]);

/** Counts an open of a campaign page (activity/click); nothing on screen depends on it. */
export const useRecordCampaignOpen = () =>
  useMutation(
    mutationWithCacheWork(
      async (open: { activityId: number; advertiseId?: number }) => (await promotionCalls()).clickActivity(open, { silent: true }),
      null,
    ),
  );

export const useSignUpCampaign = () =>
  useMutation(mutationWithCacheWork(async (activityId: number) => (await promotionCalls()).signUpActivity({ activityId }), refreshAfterSignUp));

/** Claims a level (or the rebate): one bonus credited to the wallet. */
export const useClaimReward = () =>
  useMutation(
    mutationWithCacheWork(async (claim: ActivityClaimRequest) => (await (await promotionCalls()).claimActivityReward(claim)).data, refreshAfterReward),
  );
