import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The embedded page games (and outside addresses) open in: /webview. */
export const gameEntryRoutes: RouteObject[] = [
  {
    path: PATHS.webview,
    handle: { transition: 'slide', titleQueryParam: 'title', titleKey: 'title.webview' },
    lazy: async () => ({ Component: (await import('./screens/WebviewScreen')).WebviewScreen }),
  },
];
