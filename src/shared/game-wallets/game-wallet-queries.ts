import { queryOptions } from '@tanstack/react-query';
import { getGameWallets } from '@/shared/api/generated/main/funds-record/funds-record';
import { STALE } from '@/shared/api/query-client';

const all = ['game-wallets'] as const;

/** The money each game lobby holds for the member: `['game-wallets', 'list', token]`. */
export const gameWalletKeys = {
  all,
  list: (token: string | null) => [...all, 'list', token] as const,
};

/** The money each game lobby holds for the member; as fresh as the main balance. A failure shows a retry. */
export const gameWalletsQuery = (token: string | null) =>
  queryOptions({
    queryKey: gameWalletKeys.list(token),
    queryFn: async ({ signal }) => (await getGameWallets({ signal, noNeedResponseMsg: true })).data ?? null,
    enabled: Boolean(token),
    staleTime: STALE.balance,
  });
