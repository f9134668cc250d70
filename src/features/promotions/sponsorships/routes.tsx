import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Sponsorships: the sponsored clubs, the new season with the main partner and the royal club. */
export const sponsorshipRoutes: RouteObject[] = [
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
];
