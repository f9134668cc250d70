import type { RouteObject } from 'react-router';
import { campaignRoutes } from './campaigns/routes';
import { rewardRoutes } from './welfare/routes';
import { sponsorshipRoutes } from './sponsorships/routes';

/** Promotions: campaigns (the tab and every campaign page), the member's rewards, and the sponsorship pages. */
export const promotionRoutes: RouteObject[] = [...campaignRoutes, ...rewardRoutes, ...sponsorshipRoutes];
