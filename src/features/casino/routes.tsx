import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Games and the embedded page (/webview). */
export const casinoRoutes: RouteObject[] = [
  {
    path: PATHS.game,
    handle: { transition: 'slide', titleKey: 'title.game' },
    lazy: async () => ({ Component: (await import('./screens/GameScreen')).GameScreen }),
  },
  {
    path: PATHS.webview,
    handle: { transition: 'slide', titleQueryParam: 'title', titleKey: 'title.webview' },
    lazy: async () => ({ Component: (await import('./screens/WebviewScreen')).WebviewScreen }),
  },
];
