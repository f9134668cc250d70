import type { RouteObject } from 'react-router';

/** Letters and notices. */
export const messageRoutes: RouteObject[] = [
  {
    path: '/message',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.message' },
    lazy: async () => ({ Component: (await import('./screens/MessageScreen')).MessageScreen }),
  },
  {
    path: '/message/detail',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.messageDetail' },
    lazy: async () => ({ Component: (await import('./screens/MessageDetailScreen')).MessageDetailScreen }),
  },
];
