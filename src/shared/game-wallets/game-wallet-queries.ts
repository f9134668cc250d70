import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getGameWallets } from '@/shared/api/generated/main/funds-record/funds-record';
import { collectGameFunds } from '@/shared/api/generated/main/game/game';
import type { FundCollect } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';
import { memberKeys } from '@/shared/member/member-queries';
import { walletRecordKeys } from '@/features/wallet/records/api/record-queries';

/** Key root of the game-wallet balances: `['game-wallets', token]`. */
export const gameWalletKeys = {
  all: ['game-wallets'] as const,
  list: (token: string | null) => ['game-wallets', token] as const,
};

/** The money each game lobby holds for the member; as fresh as the main balance. A failure shows a retry. */
export const gameWalletsQuery = (token: string | null) =>
  queryOptions({
    queryKey: gameWalletKeys.list(token),
    queryFn: async ({ signal }) => (await getGameWallets({ signal, noNeedResponseMsg: true })).data ?? null,
    enabled: Boolean(token),
    staleTime: STALE.balance,
  });

/**
 * Collects every game wallet into the main wallet (game/fund/collect, silent: the screen says what went wrong).
 * Afterwards the balance, the game wallets and the records are asked again.
 */
export function useCollectGameFunds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<FundCollect | null> => (await collectGameFunds({})).data ?? null,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.balance }),
        client.invalidateQueries({ queryKey: gameWalletKeys.all }),
        client.invalidateQueries({ queryKey: walletRecordKeys.all }),
      ]),
  });
}
