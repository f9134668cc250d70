import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Customer service and help. */
export const serviceRoutes: RouteObject[] = [
  {
    path: PATHS.service,
    handle: { transition: 'slide', titleKey: 'title.service' },
    lazy: async () => ({ Component: (await import('./screens/ServiceScreen')).ServiceScreen }),
  },
  {
    path: PATHS.serviceQuestion,
    handle: { transition: 'slide', titleKey: 'title.serviceQuestion' },
    lazy: async () => ({ Component: (await import('./screens/ServiceQuestionScreen')).ServiceQuestionScreen }),
  },
  {
    path: PATHS.serviceDetail,
    handle: { transition: 'slide', titleKey: 'title.serviceDetail' },
    lazy: async () => ({ Component: (await import('./screens/ServiceDetailScreen')).ServiceDetailScreen }),
  },
  {
    path: PATHS.serviceCustomer,
    handle: { transition: 'slide', titleKey: 'title.serviceCustomer' },
    lazy: async () => ({ Component: (await import('./screens/ServiceCustomerScreen')).ServiceCustomerScreen }),
  },
  {
    path: PATHS.help,
    handle: { transition: 'slide', titleKey: 'title.help' },
    lazy: async () => ({ Component: (await import('./screens/HelpScreen')).HelpScreen }),
  },
  {
    path: PATHS.helpSub,
    handle: { transition: 'slide', titleKey: 'title.helpSub' },
    lazy: async () => ({ Component: (await import('./screens/HelpSubScreen')).HelpSubScreen }),
  },
  {
    path: PATHS.feedback,
    handle: { transition: 'slide', titleKey: 'title.feedback' },
    lazy: async () => ({ Component: (await import('./screens/FeedbackScreen')).FeedbackScreen }),
  },
  {
    path: PATHS.eventAnnouncement,
    handle: { transition: 'slide', titleKey: 'title.eventAnnouncement' },
    lazy: async () => ({ Component: (await import('./screens/EventAnnouncementScreen')).EventAnnouncementScreen }),
  },
];
