import type { RouteObject } from 'react-router';

/** Login, registration, password recovery and the IP/device verification page. */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { guestOnly: true, transition: 'fade', navBar: false, titleKey: 'title.login' },
    lazy: async () => ({ Component: (await import('./screens/LoginScreen')).LoginScreen }),
  },
  {
    path: '/register',
    handle: { guestOnly: true, transition: 'fade', navBar: false, titleKey: 'title.register' },
    lazy: async () => ({ Component: (await import('./screens/RegisterScreen')).RegisterScreen }),
  },
  {
    path: '/registerName',
    handle: { guestOnly: true, transition: 'fade', navBar: false, titleKey: 'title.registerName' },
    lazy: async () => ({ Component: (await import('./screens/RegisterNameScreen')).RegisterNameScreen }),
  },
  {
    path: '/forget',
    handle: { transition: 'slide', titleKey: 'title.forget' },
    lazy: async () => ({ Component: (await import('./screens/ForgetScreen')).ForgetScreen }),
  },
  {
    path: '/v-to-b',
    handle: { transition: 'slide', titleKey: 'title.vToB' },
    lazy: async () => ({ Component: (await import('./screens/DeviceVerifyScreen')).DeviceVerifyScreen }),
  },
];
