/** The routes the account screens link to (the app's route table owns them; these are their paths). */
export const ACCOUNT_PATHS = {
  userCenter: '/user-center',
  personalCenter: '/personal-center',
  personalDetails: '/personalDetails',
  editNickname: '/editNickname',
  bankcard: '/bankcard',
  addressView: '/addressView',
  businessAgent: '/business-agent',
  withdrawPassword: '/withdrawPassword',
  passwordInfo: '/passwordInfo',
  cellIphone: '/cellIphone',
  mail: '/mail',
  message: '/message',
  settings: '/settings',
  service: '/service',
  feedback: '/feedback',
  help: '/help',
  aboutus: '/aboutus',
  login: '/login',
  register: '/register',
} as const;

/** The login page that brings the player back to `target` afterwards. */
export const loginPathFor = (target: string): string => `${ACCOUNT_PATHS.login}?redirect=${encodeURIComponent(target)}`;
