import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { TurntableSpin, TurntableUserNum } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { refreshAfterReward } from '@/features/promotions/campaigns/api/campaign-mutations';
import { wheelKeys } from './wheel-queries';

const promotionCalls = () => import('@/shared/api/generated/main/promotion/promotion');

/** After a spin: the spins left from the answer at once, then records, the marquee and (for cash) the wallet. */
async function afterSpin(client: QueryClient, spin: TurntableSpin | null, activityId: number): Promise<void> {
  if (!spin) return;
  client.setQueriesData<TurntableUserNum | null>({ queryKey: [...wheelKeys.spins, activityId] }, (spins) =>
    spins ? { ...spins, remainingNum: spin.remainingNum, usedNum: spins.usedNum + 1, totalNum: spin.remainingNum + spins.usedNum + 1 } : spins,
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: wheelKeys.records }),
    client.invalidateQueries({ queryKey: wheelKeys.winners }),
    refreshAfterReward(client),
  ]);
}

/**
 * One spin: the server draws the prize (prize/get is a GET that changes state, so it is only ever sent from here, once
 * per tap, never retried).
 */
export const useSpinWheel = () =>
  useMutation(
    mutationWithCacheWork(async (activityId: number) => (await (await promotionCalls()).spinTurntable({ activityId })).data ?? null, (client, spin, activityId) =>
      afterSpin(client, spin, activityId),
    ),
  );
