// The game type list: lobby catalogue with the maintenance windows of every type and game (no session needed).
import type { GameTypeListResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { ok } from './main-envelope';
import { route } from './routes';

export const GAME_TYPE_LIST = { method: 'GET', path: '/api/game/home/gameType/list' } as const;

export const gameTypeHandlers = [
  route<never, never, GameTypeListResponse>({ api: 'main', ...GAME_TYPE_LIST, auth: false }, () => ok(db.gameTypes.all())),
];
