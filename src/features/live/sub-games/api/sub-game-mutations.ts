import { useMutation, type QueryClient } from '@tanstack/react-query';
import { placeSubGameBet } from '@/shared/api/generated/main/sub-games/sub-games';
import type { SubGameBetRequest } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { memberKeys } from '@/shared/member/member-queries';
import { refreshSubGames } from './sub-game-queries';

const afterStake = async (client: QueryClient) => {
  await Promise.all([refreshSubGames(client), client.invalidateQueries({ queryKey: memberKeys.balance })]);
};

/** A stake on the open round; the game and the balance are read again after it. */
export const usePlaceSubGameBet = () =>
  useMutation(mutationWithCacheWork(async (stake: SubGameBetRequest) => (await placeSubGameBet(stake)).data ?? null, afterStake));
