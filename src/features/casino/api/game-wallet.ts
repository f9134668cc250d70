import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/**
 * While a game is open: when the player leaves it (back, close, any navigation), a member's game wallet of
 * `lobbyCode` is collected so the balance the lobby shows is right. A remount straight after an unmount (React's
 * development double effects) is not a leave.
 */
export function useCollectOnLeave(lobbyCode: string | null): void {
  const client = useQueryClient();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (!lobbyCode) return;
      setTimeout(() => {
        if (mounted.current || !getToken()) return;
        void collectGameWallet(lobbyCode, () => client.invalidateQueries({ queryKey: memberKeys.balance }));
      }, 0);
    };
  }, [lobbyCode, client]);
}
