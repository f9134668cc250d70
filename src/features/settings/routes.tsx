import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Settings, about pages, device information and feedback replies. */
export const settingsRoutes: RouteObject[] = [
  {
    path: PATHS.settings,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.settings' },
    lazy: async () => ({ Component: (await import('./screens/SettingsScreen')).SettingsScreen }),
  },
  {
    path: PATHS.aboutus,
    handle: { transition: 'slide', titleKey: 'title.aboutus' },
    lazy: async () => ({ Component: (await import('./screens/AboutUsScreen')).AboutUsScreen }),
  },
  {
    path: PATHS.aboutUs,
    handle: { transition: 'slide', titleKey: 'title.aboutUs' },
    lazy: async () => ({ Component: (await import('./screens/AboutUsScreen')).AboutUsScreen }),
  },
  {
    path: PATHS.deviceInfo,
    handle: { transition: 'slide', titleKey: 'title.deviceInfo' },
    lazy: async () => ({ Component: (await import('./screens/DeviceInfoScreen')).DeviceInfoScreen }),
  },
  {
    path: PATHS.settingFeedback,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.settingFeedback' },
    lazy: async () => ({ Component: (await import('./screens/SettingFeedbackScreen')).SettingFeedbackScreen }),
  },
  {
    path: PATHS.replyDetail,
    handle: { isAuth: true, transition: 'slide', titleKey: 'title.replyDetail' },
    lazy: async () => ({ Component: (await import('./screens/ReplyDetailScreen')).ReplyDetailScreen }),
  },
  {
    path: PATHS.languageSetting,
    handle: { transition: 'slide', titleKey: 'title.languageSetting' },
    lazy: async () => ({ Component: (await import('./screens/LanguageSettingScreen')).LanguageSettingScreen }),
  },
  {
    path: PATHS.userAgreement,
    handle: { transition: 'slide', titleKey: 'title.userAgreement' },
    lazy: async () => ({ Component: (await import('./screens/UserAgreementScreen')).UserAgreementScreen }),
  },
];
