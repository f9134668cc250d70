import type { RouteObject } from 'react-router';

/** The account tab, profile and security pages. */
export const profileRoutes: RouteObject[] = [
  {
    path: '/user-center',
    handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.userCenter' },
    lazy: async () => ({ Component: (await import('./screens/UserCenterScreen')).UserCenterScreen }),
  },
  {
    path: '/personal-center',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.personalCenter' },
    lazy: async () => ({ Component: (await import('./screens/PersonalCenterScreen')).PersonalCenterScreen }),
  },
  {
    path: '/personalDetails',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.personalDetails' },
    lazy: async () => ({ Component: (await import('./screens/PersonalDetailsScreen')).PersonalDetailsScreen }),
  },
  {
    path: '/editNickname',
    handle: { transition: 'slide', titleKey: 'title.editNickname' },
    lazy: async () => ({ Component: (await import('./screens/EditNicknameScreen')).EditNicknameScreen }),
  },
  {
    path: '/passwordInfo',
    handle: { transition: 'slide', titleKey: 'title.passwordInfo' },
    lazy: async () => ({ Component: (await import('./screens/PasswordInfoScreen')).PasswordInfoScreen }),
  },
  {
    path: '/mail',
    handle: { transition: 'slide', titleKey: 'title.mail' },
    lazy: async () => ({ Component: (await import('./screens/MailScreen')).MailScreen }),
  },
  {
    path: '/cellIphone',
    handle: { transition: 'slide', titleKey: 'title.cellIphone' },
    lazy: async () => ({ Component: (await import('./screens/CellIphoneScreen')).CellIphoneScreen }),
  },
  {
    path: '/withdrawPassword',
    handle: { transition: 'slide', titleKey: 'title.withdrawPassword' },
    lazy: async () => ({ Component: (await import('./screens/WithdrawPasswordScreen')).WithdrawPasswordScreen }),
  },
];
