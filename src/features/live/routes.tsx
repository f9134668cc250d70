import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { anchorsRoutes } from './anchors/routes';
import { liveNewsLiveChildren } from './live-news/routes';
import { mastersRoutes } from './masters/routes';
import { roomsLiveChildren, roomsRoutes } from './rooms/routes';
import { subGamesRoutes } from './sub-games/routes';

/**
 * Live streams (SPEC.md section 2 "Live"): /live redirects to /live/LiveList, and its children (rooms, matches,
 * news) have no tab bar; the room, anchors, masters and plans, shows and the room's game beside them. Domains: rooms,
 * room-chat (inside the room), anchors, masters, sub-games, live-news.
 */
export const liveRoutes: RouteObject[] = [
  { path: PATHS.live, children: [...roomsLiveChildren, ...liveNewsLiveChildren] },
  ...roomsRoutes,
  ...anchorsRoutes,
  ...mastersRoutes,
  ...subGamesRoutes,
];
