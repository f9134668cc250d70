import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Login, registration, password recovery and the IP/device verification page. */
export const authRoutes: RouteObject[] = [
  {
    path: PATHS.login,
    handle: { guestOnly: true, transition: 'fade', navBar: false, titleKey: 'title.login' },
    lazy: async () => ({ Component: (await import('./screens/LoginScreen')).LoginScreen }),
  },
  {
    path: PATHS.register,
    handle: { guestOnly: true, transition: 'fade', navBar: false, titleKey: 'title.register' },
    lazy: async () => ({ Component: (await import('./screens/RegisterScreen')).RegisterScreen }),
  },
  {
    path: PATHS.registerName,
    handle: { guestOnly: true, transition: 'fade', navBar: false, titleKey: 'title.registerName' },
    lazy: async () => ({ Component: (await import('./screens/RegisterNameScreen')).RegisterNameScreen }),
  },
  {
    path: PATHS.forget,
    handle: { transition: 'slide', titleKey: 'title.forget' },
    lazy: async () => ({ Component: (await import('./screens/ForgetScreen')).ForgetScreen }),
  },
  {
    path: PATHS.vToB,
    handle: { transition: 'slide', titleKey: 'title.vToB' },
    lazy: async () => ({ Component: (await import('./screens/DeviceVerifyScreen')).DeviceVerifyScreen }),
  },
];
