import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The invite programme: the share page, its rules and the reward lists. */
export const referralRoutes: RouteObject[] = [
  {
    path: PATHS.inviteFriends,
    handle: { transition: 'slide', titleKey: 'title.inviteFriends' },
    lazy: async () => ({ Component: (await import('./screens/InviteFriendsScreen')).InviteFriendsScreen }),
  },
  {
    path: PATHS.invite,
    handle: { transition: 'slide', titleKey: 'title.invite' },
    lazy: async () => ({ Component: (await import('./screens/InviteScreen')).InviteScreen }),
  },
  {
    path: PATHS.inviteDetails,
    handle: { transition: 'slide', titleKey: 'title.inviteDetails' },
    lazy: async () => ({ Component: (await import('./screens/InviteDetailsScreen')).InviteDetailsScreen }),
  },
];
