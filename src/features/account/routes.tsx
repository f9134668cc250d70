import type { RouteObject } from 'react-router';

/** My account: the account tab, profile, security, bank cards, crypto addresses and agent pages. */
export const accountRoutes: RouteObject[] = [
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
    path: '/bankcard',
    handle: { transition: 'slide', titleKey: 'title.bankcard' },
    lazy: async () => ({ Component: (await import('./screens/BankcardScreen')).BankcardScreen }),
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
    path: '/addBankcard',
    handle: { transition: 'slide', titleKey: 'title.addBankcard' },
    lazy: async () => ({ Component: (await import('./screens/AddBankcardScreen')).AddBankcardScreen }),
  },
  {
    path: '/addVirtual',
    handle: { transition: 'slide', titleKey: 'title.addVirtual' },
    lazy: async () => ({ Component: (await import('./screens/AddVirtualScreen')).AddVirtualScreen }),
  },
  {
    path: '/addEbPay',
    handle: { transition: 'slide', titleKey: 'title.addEbPay' },
    lazy: async () => ({ Component: (await import('./screens/AddEbPayScreen')).AddEbPayScreen }),
  },
  {
    path: '/withdrawPassword',
    handle: { transition: 'slide', titleKey: 'title.withdrawPassword' },
    lazy: async () => ({ Component: (await import('./screens/WithdrawPasswordScreen')).WithdrawPasswordScreen }),
  },
  {
    path: '/addressView',
    handle: { transition: 'slide', titleKey: 'title.addressView' },
    lazy: async () => ({ Component: (await import('./screens/AddressViewScreen')).AddressViewScreen }),
  },
  {
    path: '/addressChild',
    handle: { name: 'addressChild', transition: 'slide', titleKey: 'title.addressChild' },
    lazy: async () => ({ Component: (await import('./screens/AddressChildScreen')).AddressChildScreen }),
  },
  {
    path: '/business-agent',
    handle: { transition: 'slide', titleKey: 'title.businessAgent' },
    lazy: async () => ({ Component: (await import('./screens/BusinessAgentScreen')).BusinessAgentScreen }),
  },
];
