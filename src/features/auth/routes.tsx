import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { guestOnly: true, transition: 'fade' },
    lazy: async () => ({ Component: (await import('./screens/LoginScreen')).LoginScreen }),
  },
];
