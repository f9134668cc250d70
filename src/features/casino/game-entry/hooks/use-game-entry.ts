import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref, PATHS, withQuery } from '@/shared/config/paths';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { C_SPORT_GAME_ID, type GameTypeEntry } from '@/shared/game-types/lib/game-type-rules';
import type { MaintenanceRange } from '@/shared/lib/maintenance';
import { useToken } from '@/shared/session/use-session';
import { activeMaintenance, type LobbyGame } from '@/features/casino/game-lobby/lib/lobby-games';
import { rememberRecentGame } from '@/features/casino/game-lobby/recent-games-store';
import { useEnterGame } from '../api/game-entry-mutations';
import { encodeWebviewUrl } from '../lib/webview-url';

export interface MaintenanceNotice {
  game: LobbyGame;
  range: MaintenanceRange;
}

/** The /webview address that shows the game, with the way back to where the player tapped it. */
export function gameWebviewHref(game: LobbyGame, url: string, lobbyCode: string, back: string): string {
  return withQuery(PATHS.webview, { title: game.name, url: encodeWebviewUrl(url), lobbyCode: lobbyCode || null, redirect: back });
}

/**
 * Entering a game from a tile (SPEC.md sections 2 and 7): the C-sport game goes where the sports tab goes
 * (/maintain while it is under maintenance, else /sports); a game inside its maintenance window shows the window;
 * a guest goes to /login and comes back here; a member calls single-wallet/jump once per tap (a second tap while it
 * runs, or after it succeeded, sends nothing) and opens /webview with the game's address. `back` (default: this
 * page as it is) is where login and the game return to, e.g. the lobby with the tab the tile was on.
 */
export function useGameEntry(types: readonly GameTypeEntry[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const token = useToken();
  const [maintenance, setMaintenance] = useState<MaintenanceNotice | null>(null);
  const enter = useEnterGame();
  const here = `${location.pathname}${location.search}`;

  const jump = useFormSubmit(async ({ game, back }: { game: LobbyGame; back: string }) => {
    const returnUrl = typeof window === 'undefined' ? undefined : `${window.location.origin}${back}`;
    const jumped = await enter.mutateAsync({ gameId: game.gameId, lobbyCode: game.lobbyCode, gameCode: game.gameCode, returnUrl });
    if (!jumped?.url) return undefined;
    rememberRecentGame(game);
    void navigate(gameWebviewHref(game, jumped.url, jumped.lobbyCode || game.lobbyCode, back));
    return LEAVING;
  });

  const open = (game: LobbyGame, back: string = here): void => {
    const range = activeMaintenance(types, game.gameId, Date.now());
    if (game.gameId === C_SPORT_GAME_ID) {
      void navigate(range ? PATHS.maintain : PATHS.sports);
      return;
    }
    if (range) {
      setMaintenance({ game, range });
      return;
    }
    if (!token) {
      void navigate(loginHref(back, location.pathname));
      return;
    }
    jump.run({ game, back });
  };

  return { open, pending: jump.pending, alert: jump.alert, maintenance, closeMaintenance: () => setMaintenance(null) };
}
