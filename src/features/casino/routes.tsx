import type { RouteObject } from 'react-router';
import { gameEntryRoutes } from './game-entry/routes';
import { gameLobbyRoutes } from './game-lobby/routes';

/** The casino: the game lobby (/game) and entering a game (/webview). */
export const casinoRoutes: RouteObject[] = [...gameLobbyRoutes, ...gameEntryRoutes];
