import type { RouteObject } from 'react-router';

/** Customer service and help. */
export const serviceRoutes: RouteObject[] = [
  {
    path: '/service',
    handle: { transition: 'slide', titleKey: 'title.service' },
    lazy: async () => ({ Component: (await import('./screens/ServiceScreen')).ServiceScreen }),
  },
  {
    path: '/service-question/:idx',
    handle: { transition: 'slide', titleKey: 'title.serviceQuestion' },
    lazy: async () => ({ Component: (await import('./screens/ServiceQuestionScreen')).ServiceQuestionScreen }),
  },
  {
    path: '/service-detail',
    handle: { transition: 'slide', titleKey: 'title.serviceDetail' },
    lazy: async () => ({ Component: (await import('./screens/ServiceDetailScreen')).ServiceDetailScreen }),
  },
  {
    path: '/service-customer',
    handle: { transition: 'slide', titleKey: 'title.serviceCustomer' },
    lazy: async () => ({ Component: (await import('./screens/ServiceCustomerScreen')).ServiceCustomerScreen }),
  },
  {
    path: '/help',
    handle: { transition: 'slide', titleKey: 'title.help' },
    lazy: async () => ({ Component: (await import('./screens/HelpScreen')).HelpScreen }),
  },
  {
    path: '/helpsub',
    handle: { transition: 'slide', titleKey: 'title.helpSub' },
    lazy: async () => ({ Component: (await import('./screens/HelpSubScreen')).HelpSubScreen }),
  },
  {
    path: '/feedback',
    handle: { transition: 'slide', titleKey: 'title.feedback' },
    lazy: async () => ({ Component: (await import('./screens/FeedbackScreen')).FeedbackScreen }),
  },
  {
    path: '/eventannouncement',
    handle: { transition: 'slide', titleKey: 'title.eventAnnouncement' },
    lazy: async () => ({ Component: (await import('./screens/EventAnnouncementScreen')).EventAnnouncementScreen }),
  },
];
