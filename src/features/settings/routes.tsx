import type { RouteObject } from 'react-router';

/** Settings, about pages, device information and feedback replies. */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.settings' },
    lazy: async () => ({ Component: (await import('./screens/SettingsScreen')).SettingsScreen }),
  },
  {
    path: '/aboutus',
    handle: { transition: 'slide', titleKey: 'title.aboutus' },
    lazy: async () => ({ Component: (await import('./screens/AboutUsScreen')).AboutUsScreen }),
  },
  {
    path: '/about-us',
    handle: { transition: 'slide', titleKey: 'title.aboutUs' },
    lazy: async () => ({ Component: (await import('./screens/AboutUsScreen')).AboutUsScreen }),
  },
  {
    path: '/deviceinfo',
    handle: { transition: 'slide', titleKey: 'title.deviceInfo' },
    lazy: async () => ({ Component: (await import('./screens/DeviceInfoScreen')).DeviceInfoScreen }),
  },
  {
    path: '/settingfeedback',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.settingFeedback' },
    lazy: async () => ({ Component: (await import('./screens/SettingFeedbackScreen')).SettingFeedbackScreen }),
  },
  {
    path: '/ReplyDetail/:id',
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.replyDetail' },
    lazy: async () => ({ Component: (await import('./screens/ReplyDetailScreen')).ReplyDetailScreen }),
  },
  {
    path: '/languagesetting',
    handle: { transition: 'slide', titleKey: 'title.languageSetting' },
    lazy: async () => ({ Component: (await import('./screens/LanguageSettingScreen')).LanguageSettingScreen }),
  },
  {
    path: '/useragreement',
    handle: { transition: 'slide', titleKey: 'title.userAgreement' },
    lazy: async () => ({ Component: (await import('./screens/UserAgreementScreen')).UserAgreementScreen }),
  },
];
