import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** The account tab, profile and security pages. */
export const profileRoutes: RouteObject[] = [
  {
    path: PATHS.userCenter,
    handle: { isShowTabbar: true, transition: 'fade', titleKey: 'title.userCenter' },
    lazy: async () => ({ Component: (await import('./screens/UserCenterScreen')).UserCenterScreen }),
  },
  {
    path: PATHS.personalCenter,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.personalCenter' },
    lazy: async () => ({ Component: (await import('./screens/PersonalCenterScreen')).PersonalCenterScreen }),
  },
  {
    path: PATHS.personalDetails,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.personalDetails' },
    lazy: async () => ({ Component: (await import('./screens/PersonalDetailsScreen')).PersonalDetailsScreen }),
  },
  {
    path: PATHS.editNickname,
    handle: { transition: 'slide', titleKey: 'title.editNickname' },
    lazy: async () => ({ Component: (await import('./screens/EditNicknameScreen')).EditNicknameScreen }),
  },
  {
    path: PATHS.passwordInfo,
    handle: { transition: 'slide', titleKey: 'title.passwordInfo' },
    lazy: async () => ({ Component: (await import('./screens/PasswordInfoScreen')).PasswordInfoScreen }),
  },
  {
    path: PATHS.mail,
    handle: { transition: 'slide', titleKey: 'title.mail' },
    lazy: async () => ({ Component: (await import('./screens/MailScreen')).MailScreen }),
  },
  {
    path: PATHS.cellIphone,
    handle: { transition: 'slide', titleKey: 'title.cellIphone' },
    lazy: async () => ({ Component: (await import('./screens/CellIphoneScreen')).CellIphoneScreen }),
  },
  {
    path: PATHS.withdrawPassword,
    handle: { transition: 'slide', titleKey: 'title.withdrawPassword' },
    lazy: async () => ({ Component: (await import('./screens/WithdrawPasswordScreen')).WithdrawPasswordScreen }),
  },
];
