import { redirectTarget } from '@/shared/lib/redirect-target';

/**
 * Every route path of SPEC.md section 2 by name (the route definitions, the guard, links and redirects all take
 * their paths from here). Names follow the spec where it gives one (financialDetailsViews, addressChild); the
 * others are the path in camelCase.
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

/** A query value; null and undefined are left out of the query. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Encodes a query value like the address bar shows it: everything that would change the query's meaning is
 * escaped, while '/', ':', '@' and ',' stay readable (so redirect=/deposit rather than redirect=%2Fdeposit).
 * RFC 3986 allows those four in a query, and URLSearchParams reads the value back unchanged.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/gi, '/').replace(/%3A/gi, ':').replace(/%40/g, '@').replace(/%2C/gi, ',');
}

/** `a=1&b=x` from ordered pairs, values encoded with encodeQueryValue. */
export function buildQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(value)}`).join('&');
}

/** `path?query` in the order of `query`'s keys, without null or undefined values; the path alone when none is left. */
export function withQuery(path: string, query: QueryParams): string {
  const pairs = Object.entries(query).flatMap(([key, value]): Array<[string, string]> =>
    value === null || value === undefined ? [] : [[key, String(value)]],
  );
  return pairs.length > 0 ? `${path}?${buildQuery(pairs)}` : path;
}

/** Routes without params: the ones a query is added to. */
export type StaticRouteName = { [N in RouteName]: [ParamNames<PathOf<N>>] extends [never] ? N : never }[RouteName];

/** A named route with a query (`routeWithQuery('helpSub', { id: 3 })` is '/helpsub?id=3'). */
export function routeWithQuery(name: StaticRouteName, query: QueryParams): string {
  return withQuery(PATHS[name], query);
}

/**
 * The login page that brings the player to `redirect` once logged in (SPEC.md section 2 "Navigation guard",
 * step 2), with `from`, the path the player came from, when given. Every way to the login page builds its URL
 * here, in the address bar's readable encoding (`/login?redirect=/deposit&from=/sports`): it is what the guard
 * has always shown, and it stays one exact value for any target because whatever could split the query
 * (& = ? # + and spaces) is escaped.
 */
export function loginHref(redirect: string, from?: string): string {
  return routeWithQuery('login', { redirect, from });
}

/** Where to go once logged in, registered or verified: the `redirect` of a query when it is a path inside the app, else home. */
export function redirectAfterLogin(search: string): string {
  return redirectTarget(new URLSearchParams(search).get('redirect'));
}
