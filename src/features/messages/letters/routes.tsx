import type { RouteObject } from 'react-router';

/** One letter of the message centre (?id=). */
export const letterRoutes: RouteObject[] = [
  {
    path: '/message/detail',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.messageDetail' },
    lazy: async () => ({ Component: (await import('./screens/LetterDetailScreen')).LetterDetailScreen }),
  },
];
