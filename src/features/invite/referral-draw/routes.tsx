import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The invite prize ring. */
export const referralDrawRoutes: RouteObject[] = [
  {
    path: PATHS.inviteActivity,
    handle: { transition: 'slide', titleKey: 'title.inviteActivity' },
    lazy: async () => ({ Component: (await import('./screens/InviteActivityScreen')).InviteActivityScreen }),
  },
];
