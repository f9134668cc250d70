import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { ACTIVITY_DETAIL_ALIASES, CAMPAIGN_PAGES } from '@/shared/config/promotion-pages';

const campaignScreen = async () => ({ Component: (await import('./screens/CampaignScreen')).CampaignScreen });

/** Campaigns: the promotions tab and the one campaign template behind /activity-detail, its aliases and the campaign pages. */
export const campaignRoutes: RouteObject[] = [
  {
    path: PATHS.activity,
    handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.activity' },
    lazy: async () => ({ Component: (await import('./screens/ActivityScreen')).ActivityScreen }),
  },
  {
    path: PATHS.activityDetail,
    handle: { transition: 'slide', titleKey: 'title.activityDetail' },
    lazy: campaignScreen,
  },
  ...ACTIVITY_DETAIL_ALIASES.map(
    (path): RouteObject => ({
      path,
      handle: { transition: 'slide', titleKey: 'title.activityDetail', aliasOf: PATHS.activityDetail },
      lazy: campaignScreen,
    }),
  ),
  ...CAMPAIGN_PAGES.map(
    (page): RouteObject => ({
      path: `/${page}`,
      handle: { transition: 'slide', titleKey: `title.campaign.${page}` },
      lazy: campaignScreen,
    }),
  ),
];
