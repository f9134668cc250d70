import { useMutation } from '@tanstack/react-query';
import type { GameJumpRequest } from '@/shared/api/generated/main/model';

// Entering a game (single-wallet/jump): the game's address to open in /webview. The call module is imported on use:
// the lobby on home renders before anyone taps a game (ADR 008).
const gameCalls = () => import('@/shared/api/generated/main/game/game');

/** Asks for the game's address; no cache work (nothing cached changes until the player leaves the game). */
export function useEnterGame() {
  return useMutation({
    mutationFn: async (request: GameJumpRequest) => (await (await gameCalls()).enterGame(request)).data ?? null,
  });
}
