import type { RouteObject } from 'react-router';

/** Invite-a-friend pages. */
export const inviteRoutes: RouteObject[] = [
  {
    path: '/inviteFriends',
    handle: { transition: 'slide', titleKey: 'title.inviteFriends' },
    lazy: async () => ({ Component: (await import('./screens/InviteFriendsScreen')).InviteFriendsScreen }),
  },
  {
    path: '/invite',
    handle: { transition: 'slide', titleKey: 'title.invite' },
    lazy: async () => ({ Component: (await import('./screens/InviteScreen')).InviteScreen }),
  },
  {
    path: '/invite/details',
    handle: { transition: 'slide', titleKey: 'title.inviteDetails' },
    lazy: async () => ({ Component: (await import('./screens/InviteDetailsScreen')).InviteDetailsScreen }),
  },
  {
    path: '/invite-activity',
    handle: { transition: 'slide', titleKey: 'title.inviteActivity' },
    lazy: async () => ({ Component: (await import('./screens/InviteActivityScreen')).InviteActivityScreen }),
  },
];
