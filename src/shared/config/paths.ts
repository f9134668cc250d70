import { redirectTarget } from '@/shared/lib/redirect-target';
import { SHELL_PATHS, withQuery, type QueryParams } from './shell-paths';

export { buildQuery, encodeQueryValue, loginHref, SHELL_PATHS, withQuery, type QueryParams, type QueryValue } from './shell-paths';

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
  matchDetail: '/match-detail/:id',
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

/**
 * A path-segment value percent-encoded like the router encodes params ('a b' -> 'a%20b'), with the characters a
 * path segment may hold as they are ($ & + , : ; = @).
 */
function encodePathParam(value: string): string {
  return encodeURIComponent(value).replace(/%(24|26|2B|2C|3A|3B|3D|40)/gi, (escaped) => decodeURIComponent(escaped));
}

/** The concrete path of a named route; routes with params require them (`routePath('matchDetail', { id: 7 })`). */
export function routePath<N extends RouteName>(name: N, ...args: ParamsArg<N>): string {
  const [params] = args as [Record<string, string | number> | undefined];
  const path: string = PATHS[name];
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, key: string) => encodePathParam(String(params[key])));
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
