import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { collectGameWallet } from '@/shared/game-wallets/game-wallet-mutations';
import { memberKeys } from '@/shared/member/member-queries';
import { getToken } from '@/shared/session/token-store';

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
