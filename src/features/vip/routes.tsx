import type { RouteObject } from 'react-router';
import { vipLevelRoutes } from './vip-levels/routes';
import { vipServiceRoutes } from './vip-services/routes';

/** VIP pages: levels (vip-levels) and services (vip-services). */
export const vipRoutes: RouteObject[] = [...vipLevelRoutes, ...vipServiceRoutes];
