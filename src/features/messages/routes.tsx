import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { letterRoutes } from './letters/routes';

/** Letters and notices: the message centre, then the letters' own routes. */
export const messageRoutes: RouteObject[] = [
  {
    path: PATHS.message,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.message' },
    lazy: async () => ({ Component: (await import('./screens/MessageScreen')).MessageScreen }),
  },
  ...letterRoutes,
];
