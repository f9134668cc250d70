import type { RouteObject } from 'react-router';

/** Games and the embedded page (/webview). */
export const casinoRoutes: RouteObject[] = [
  {
    path: '/game',
    handle: { transition: 'slide', titleKey: 'title.game' },
    lazy: async () => ({ Component: (await import('./screens/GameScreen')).GameScreen }),
  },
  {
    path: '/webview',
    handle: { transition: 'slide', titleQueryParam: 'title', titleKey: 'title.webview' },
    lazy: async () => ({ Component: (await import('./screens/WebviewScreen')).WebviewScreen }),
  },
];
