import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

export const anchorsRoutes: RouteObject[] = [
  {
    path: PATHS.anchor,
    handle: { transition: 'slide', titleKey: 'title.anchor' },
    lazy: async () => ({ Component: (await import('./screens/AnchorScreen')).AnchorScreen }),
  },
  {
    path: PATHS.anchorInfo,
    handle: { transition: 'slide', titleKey: 'title.anchorInfo' },
    lazy: async () => ({ Component: (await import('./screens/AnchorInfoScreen')).AnchorInfoScreen }),
  },
];
