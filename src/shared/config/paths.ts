import { redirectTarget } from '@/shared/lib/redirect-target';
import { fillPath, SHELL_PATHS, withQuery, type ParamNames, type QueryParams } from './shell-paths';

export { buildQuery, encodeQueryValue, fillPath, loginHref, SHELL_PATHS, withQuery, type QueryParams, type QueryValue } from './shell-paths';

/**
 * Every route path of SPEC.md section 2 by name (the route definitions, the guard, links and redirects all take
 * their paths from here). Names follow the spec where it gives one (financialDetailsViews, addressChild); the
 * others are the path in camelCase. The paths the start-up bundle needs are written in shell-paths.ts and
 * included here.
 */
export const PATHS = {
  ...SHELL_PATHS,
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
  championsDetail: '/champions-detail/:id',
  sportsResults: '/SportsResults',
  resultInfo: '/ResultInfo',
  handicapTutorial: '/HandicapTutorial',
  betRule: '/betrule',
  betMock: '/betmock',
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
  userAgreement: '/useragreement',
  settings: '/settings',
  saferGambling: '/safer-gambling',
  saferGamblingLimits: '/safer-gambling/limits',
  saferGamblingRealityCheck: '/safer-gambling/reality-check',
  saferGamblingBreak: '/safer-gambling/break',
  saferGamblingStatement: '/safer-gambling/statement',
  messageDetail: '/message/detail',
  welfare: '/welfare',
  registerName: '/registerName',
  forget: '/forget',
  vToB: '/v-to-b',
  inviteFriends: '/inviteFriends',
  invite: '/invite',
  inviteDetails: '/invite/details',
  inviteActivity: '/invite-activity',
  royalActivity: '/royal-activity',
  sponsor: '/sponsor',
  sponsorNew: '/sponsorNew',
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

export type RouteParams<N extends RouteName> = { [K in ParamNames<PathOf<N>>]: string | number };

type ParamsArg<N extends RouteName> = [ParamNames<PathOf<N>>] extends [never] ? [] : [params: RouteParams<N>];

/** The concrete path of a named route; routes with params require them (`routePath('matchDetail', { id: 7 })`). */
export function routePath<N extends RouteName>(name: N, ...args: ParamsArg<N>): string {
  const [params] = args as [Record<string, string | number> | undefined];
  const path: string = PATHS[name];
  return params ? fillPath(path, params) : path;
}

/** Routes without params: the ones a query is added to. */
export type StaticRouteName = { [N in RouteName]: [ParamNames<PathOf<N>>] extends [never] ? N : never }[RouteName];

/** A named route with a query (`routeWithQuery('helpSub', { id: 3 })` is '/helpsub?id=3'). */
export function routeWithQuery(name: StaticRouteName, query: QueryParams): string {
  return withQuery(PATHS[name], query);
}

/** Where to go once logged in, registered or verified: the `redirect` of a query when it is a path inside the app, else home. */
export function redirectAfterLogin(search: string): string {
  return redirectTarget(new URLSearchParams(search).get('redirect'));
}
