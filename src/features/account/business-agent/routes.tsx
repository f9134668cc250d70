import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The business-agent application. */
export const businessAgentRoutes: RouteObject[] = [
  {
    path: PATHS.businessAgent,
    handle: { transition: 'slide', titleKey: 'title.businessAgent' },
    lazy: async () => ({ Component: (await import('./screens/BusinessAgentScreen')).BusinessAgentScreen }),
  },
];
