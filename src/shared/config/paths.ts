import { generatePath } from 'react-router';

/**
 * Every route path of SPEC.md section 2 by name. Names follow the spec where it gives one
 * (financialDetailsViews, addressChild); the others are the path in camelCase.
 */
export const PATHS = {
  home: '/',
  activity: '/activity',
  userCenter: '/user-center',
  maintain: '/maintain',
  sports: '/sports',
  userCenterBetRecord: '/user-center-bet-record',
  live: '/live',
  liveList: '/live/LiveList',
  liveInformation: '/live/Information',
  liveMatchList: '/live/MatchList',
  allMastersList: '/allmasterslist',
  livePage: '/live-page',
  anchor: '/anchor',
  entertainmentLive: '/entertainmentLive',
  masterDetail: '/masterdetail/:id',
  planDetail: '/plandetail/:id',
  planList: '/planList/:id',
  anchorInfo: '/anchor-infor/:id',
  subGame: '/sub-game/:id',
  matchDetail: '/match-detail/:id',
  championsDetail: '/champions-detail/:id',
  sportsResults: '/SportsResults',
  resultInfo: '/ResultInfo',
  handicapTutorial: '/HandicapTutorial',
  betRule: '/betrule',
  betMock: '/betmock',
  deposit: '/deposit',
  withdraw: '/withdraw',
  rechargeInformation: '/rechargeInformation',
  withdrawalInformation: '/withdrawalInformation',
  virtualBanner: '/virtualBanner',
  transfer: '/transfer',
  transactionRecord: '/transaction-record',
  financialDetailsViews: '/financialDetailsView',
  bankcard: '/bankcard',
  passwordInfo: '/passwordInfo',
  mail: '/mail',
  cellIphone: '/cellIphone',
  addBankcard: '/addBankcard',
  addVirtual: '/addVirtual',
  addEbPay: '/addEbPay',
  withdrawPassword: '/withdrawPassword',
  addressView: '/addressView',
  addressChild: '/addressChild',
  businessAgent: '/business-agent',
  editNickname: '/editNickname',
  personalCenter: '/personal-center',
  personalDetails: '/personalDetails',
  service: '/service',
  serviceQuestion: '/service-question/:idx',
  serviceDetail: '/service-detail',
  serviceCustomer: '/service-customer',
  help: '/help',
  helpSub: '/helpsub',
  feedback: '/feedback',
  eventAnnouncement: '/eventannouncement',
  aboutus: '/aboutus',
  aboutUs: '/about-us',
  deviceInfo: '/deviceinfo',
  settingFeedback: '/settingfeedback',
  replyDetail: '/ReplyDetail/:id',
  languageSetting: '/languagesetting',
  userAgreement: '/useragreement',
  settings: '/settings',
  vip: '/vip',
  message: '/message',
  messageDetail: '/message/detail',
  welfare: '/welfare',
  login: '/login',
  register: '/register',
  registerName: '/registerName',
  forget: '/forget',
  vToB: '/v-to-b',
  webview: '/webview',
  inviteFriends: '/inviteFriends',
  invite: '/invite',
  inviteDetails: '/invite/details',
  inviteActivity: '/invite-activity',
  royalActivity: '/royal-activity',
  sponsor: '/sponsor',
  sponsorNew: '/sponsorNew',
  game: '/game',
  activityDetail: '/activity-detail',
  vipDetailsView: '/vipDetailsView',
  vipDedicatedManager: '/vipDedicatedManager',
  vipBusinessGirl: '/vipBusinessGirl',
  businessYoungModel: '/businessYoungModel',
  vipYacht: '/vipYacht',
  iconList: '/icon-list',
  learn: '/learn',
  notFound: '/404',
  serverError: '/500',
  forbidden: '/403',
} as const;

export type RouteName = keyof typeof PATHS;
type PathOf<N extends RouteName> = (typeof PATHS)[N];

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<PathOf<N>>]: string | number };

type ParamsArg<N extends RouteName> = [ParamNames<PathOf<N>>] extends [never] ? [] : [params: RouteParams<N>];

/** The concrete path of a named route; routes with params require them (`routePath('matchDetail', { id: 7 })`). */
export function routePath<N extends RouteName>(name: N, ...args: ParamsArg<N>): string {
  const [params] = args as [Record<string, string | number> | undefined];
  if (!params) return PATHS[name];
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(PATHS[name] as string, stringParams);
}

export { ACTIVITY_DETAIL_ALIASES, CAMPAIGN_PAGES, type CampaignPage } from '@/features/promotions/promotion-paths';
