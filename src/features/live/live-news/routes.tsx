import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** /live/Information, a child of /live. */
export const liveNewsLiveChildren: RouteObject[] = [
  {
    path: PATHS.liveInformation,
    handle: { transition: 'slide', titleKey: 'title.liveInformation' },
    lazy: async () => ({ Component: (await import('./screens/LiveInformationScreen')).LiveInformationScreen }),
  },
];
