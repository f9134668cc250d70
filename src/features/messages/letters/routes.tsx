import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** One letter of the message centre (?id=). */
export const letterRoutes: RouteObject[] = [
  {
    path: PATHS.messageDetail,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.messageDetail' },
    lazy: async () => ({ Component: (await import('./screens/LetterDetailScreen')).LetterDetailScreen }),
  },
];
