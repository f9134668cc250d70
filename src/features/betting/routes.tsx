import type { RouteObject } from 'react-router';
import { betRecordRoutes } from './bet-records/routes';

/** Betting's screens: the bet records (the cart is an overlay of the shell; placing runs from it). */
export const bettingRoutes: RouteObject[] = [...betRecordRoutes];
