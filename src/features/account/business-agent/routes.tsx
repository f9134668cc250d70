import type { RouteObject } from 'react-router';

/** The business-agent application. */
export const businessAgentRoutes: RouteObject[] = [
  {
    path: '/business-agent',
    handle: { transition: 'slide', titleKey: 'title.businessAgent' },
    lazy: async () => ({ Component: (await import('./screens/BusinessAgentScreen')).BusinessAgentScreen }),
  },
];
