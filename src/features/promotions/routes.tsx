import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { ACTIVITY_DETAIL_ALIASES, CAMPAIGN_PAGES } from '@/shared/config/promotion-pages';

const activityDetailScreen = async () => ({
  Component: (await import('./screens/ActivityDetailScreen')).ActivityDetailScreen,
});
const campaignScreen = async () => ({ Component: (await import('./screens/CampaignScreen')).CampaignScreen });

/** Promotions: the promotions tab, welfare, sponsors, the activity detail screen with its aliases and the campaign pages. */
export const promotionRoutes: RouteObject[] = [
  {
    path: PATHS.activity,
    handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.activity' },
    lazy: async () => ({ Component: (await import('./screens/ActivityScreen')).ActivityScreen }),
  },
  {
    path: PATHS.welfare,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.welfare' },
    lazy: async () => ({ Component: (await import('./screens/WelfareScreen')).WelfareScreen }),
  },
  {
    path: PATHS.royalActivity,
    handle: { transition: 'slide', titleKey: 'title.royalActivity' },
    lazy: async () => ({ Component: (await import('./screens/RoyalActivityScreen')).RoyalActivityScreen }),
  },
  {
    path: PATHS.sponsor,
    handle: { transition: 'slide', titleKey: 'title.sponsor' },
    lazy: async () => ({ Component: (await import('./screens/SponsorScreen')).SponsorScreen }),
  },
  {
    path: PATHS.sponsorNew,
    handle: { transition: 'slide', titleKey: 'title.sponsorNew' },
    lazy: async () => ({ Component: (await import('./screens/SponsorNewScreen')).SponsorNewScreen }),
  },
  {
    path: PATHS.activityDetail,
    handle: { transition: 'slide', titleKey: 'title.activityDetail' },
    lazy: activityDetailScreen,
  },
  ...ACTIVITY_DETAIL_ALIASES.map(
    (path): RouteObject => ({
      path,
      handle: { transition: 'slide', titleKey: 'title.activityDetail', aliasOf: PATHS.activityDetail },
      lazy: activityDetailScreen,
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
