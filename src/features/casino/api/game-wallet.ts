import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberKeys } from '@/shared/member/member-queries';
import { getToken } from '@/shared/session/token-store';

const gameCalls = () => import('@/shared/api/generated/main/game/game');

/**
 * Brings the money a game held back to the main wallet (game/fund/collect, silent: a failure shows nothing, the
 * money stays in the game wallet for /transfer), then reads the balance again.
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

/** Open game screens by lobby code: the shell may unmount and mount a screen again (transitions, development). */
const openGames = new Map<string, number>();

/** How long after the game screen goes the player counts as gone (a remount in this time is the same visit). */
export const LEAVE_SETTLE_MS = 300;

/**
 * While a game is open: when the player leaves it (back, close, any navigation), a member's game wallet of
 * `lobbyCode` is collected so the balance the lobby shows is right.
 */
export function useCollectOnLeave(lobbyCode: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!lobbyCode) return undefined;
    openGames.set(lobbyCode, (openGames.get(lobbyCode) ?? 0) + 1);
    return () => {
      openGames.set(lobbyCode, (openGames.get(lobbyCode) ?? 1) - 1);
      setTimeout(() => {
        if ((openGames.get(lobbyCode) ?? 0) > 0 || !getToken()) return;
        void collectGameWallet(lobbyCode, () => client.invalidateQueries({ queryKey: memberKeys.balance }));
      }, LEAVE_SETTLE_MS);
    };
  }, [lobbyCode, client]);
}
