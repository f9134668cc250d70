import type { RouteObject } from 'react-router';
import { referralDrawRoutes } from './referral-draw/routes';
import { referralRoutes } from './referrals/routes';

/** Invite-a-friend pages: the programme (referrals) and its prize ring (referral-draw). */
export const inviteRoutes: RouteObject[] = [...referralRoutes, ...referralDrawRoutes];
