import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { FundCollect } from '@/shared/api/generated/main/model';
import { memberKeys } from '@/shared/member/member-queries';
import { transactionRecordKeys } from '@/shared/transaction-records/transaction-record-queries';
import { gameWalletKeys } from './game-wallet-queries';

// Money held by game lobbies goes back to the main wallet (game/fund/collect): all of it from /transfer, one lobby's
// when the player leaves its game.

/** The call module is loaded on use: the game screens that collect on leaving do not need it up front. */
const gameCalls = () => import('@/shared/api/generated/main/game/game');

/** The money moved: the balance, the game wallets and the records are out of date. */
const refreshAfterCollect = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: memberKeys.balance }),
    client.invalidateQueries({ queryKey: gameWalletKeys.all }),
    client.invalidateQueries({ queryKey: transactionRecordKeys.all }),
  ]);

/**
 * Collects every game wallet into the main wallet (silent: the screen says what went wrong). Afterwards, failed or
 * not (a lost answer may still have moved the money), the balance, the game wallets and the records are asked again:
 * the cache work runs when the call settles, not only on success as mutationWithCacheWork's does.
 */
export function useCollectGameWallets() {
  return useMutation({
    mutationFn: async (): Promise<FundCollect | null> => (await (await gameCalls()).collectGameFunds({})).data ?? null,
    onSettled: (_data, _error, _variables, _result, { client }) => refreshAfterCollect(client),
  });
}

/**
 * Brings the money one game held back to the main wallet when the player leaves it (silent: a failure shows nothing,
 * the money stays in the game wallet for /transfer), then reads the balance again. A write outside React (it runs
 * after the game screen has gone), so a plain function.
 */
export async function collectGameWallet(lobbyCode: string, refreshBalance: () => Promise<unknown>): Promise<void> {
  try {
    const { collectGameFunds } = await gameCalls();
    await collectGameFunds({ lobbyCode });
  } catch {
    // Silent by the spec: the balance read below still shows what the main wallet holds.
  } finally {
    await refreshBalance();
  }
}
