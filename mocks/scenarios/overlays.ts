// Scenarios of the app shell's overlays and tab bar: live-chat lines off, no support channels, callback not
// offered, many unread letters, the sports guide already seen, and logins that need device or IP verification.
import { HttpResponse } from 'msw';
import type {
  CallbackConfigResponse,
  CustomerLineSwitchResponse,
  CustomerServiceChannelListResponse,
  GameTypeListResponse,
  LetterCountResponse,
  LoginResponse,
  SiteMaintenanceResponse,
  TutorialClickCheckResponse,
  UserInfoResponse,
} from '@/shared/api/generated/main/model';
import { C_SPORT_GAME_ID } from '@/shared/game-types/lib/game-type-rules';
import { db } from '../db';
import { GAME_TYPE_LIST } from '../handlers/game-types';
import { callbackConfigFor, lineSwitch } from '../handlers/customer-service';
import { jsonBody, ok } from '../handlers/main-envelope';
import { override } from '../handlers/routes';
import { textLanguageOf, type Texts } from '../handlers/text-language';
import { authenticate } from '../handlers/session';
import { defineScenario } from './types';

const LINE_SWITCH = { method: 'GET', path: '/api/live/video/queryCustomerLineSwitch' } as const;
const CHANNELS = { method: 'GET', path: '/api/operation/customer/channel/list' } as const;

/** Unread letters reported by `unread-letters` (more than the badge shows). */
export const MANY_UNREAD_LETTERS = 120;

/** The message the login call carries with loginState 1 / 2, in every answer language. */
export const LOGIN_STATE_MESSAGES: Readonly<Record<1 | 2, Texts>> = {
  1: { vi: 'Thiết bị đăng nhập đã thay đổi, vui lòng xác minh', zh: '登录设备已变更，请验证', en: 'You are logging in from a new device, please verify' },
  2: { vi: 'Địa chỉ IP đăng nhập đã thay đổi, vui lòng xác minh', zh: '登录IP地址已变更，请验证', en: 'You are logging in from a new IP address, please verify' },
};

function verificationLogin(loginState: 1 | 2) {
  return override<never, never, LoginResponse>(
    { method: 'POST', path: '/api/user/auth/account-login/v2' },
    async ({ request }) => {
      const body = (await jsonBody(request)) as { userName?: unknown } | undefined;
      const userName = typeof body?.userName === 'string' ? body.userName : '';
      return ok({ accessToken: '', state: null, loginState, userName }, LOGIN_STATE_MESSAGES[loginState][textLanguageOf(request)]);
    },
  );
}

/** liveManageStatus 1: the live feature is hidden. */
const LIVE_HIDDEN = 1;

export const overlayScenarios = [
  defineScenario('live-hidden', 'liveManageStatus is 1 for members and guests: the live feature is hidden (bet-record tab).', [], () => [
    override<never, never, UserInfoResponse>({ method: 'GET', path: '/api/member/get' }, ({ request }) => {
      const auth = authenticate(request);
      return auth.ok ? ok({ ...auth.member, liveManageStatus: LIVE_HIDDEN }) : auth.response;
    }),
    override<never, never, SiteMaintenanceResponse>({ method: 'POST', path: '/api/operation/siteMain/queryDetail' }, () => {
      const info = db.maintenance.findFirst();
      return ok({ status: '0' as const, point: '', ...info, sportsConfig: { liveManageStatus: LIVE_HIDDEN } });
    }),
  ]),
  defineScenario('c-sport-off', `The game type list does not list the C-sport game ${C_SPORT_GAME_ID}: no sports tab.`, [], () => [
    override<never, never, GameTypeListResponse>(GAME_TYPE_LIST, () =>
      ok(db.gameTypes.all().map((type) => ({ ...type, gameList: type.gameList.filter((game) => game.id !== C_SPORT_GAME_ID) }))),
    ),
  ]),
  defineScenario('cs-lines-off', 'Both live-chat lines are switched off (lineSwitch 0).', [], () => [
    override<never, never, CustomerLineSwitchResponse>(LINE_SWITCH, () =>
      ok({ mainLine: { lineSwitch: 0, link: '' }, secondaryLine: { lineSwitch: 0, link: '' } }),
    ),
  ]),
  defineScenario('cs-main-line-off', 'The main live-chat line is off; the secondary line (chat widget) is on.', [], () => [
    override<never, never, CustomerLineSwitchResponse>(LINE_SWITCH, () =>
      ok({ mainLine: { lineSwitch: 0, link: '' }, secondaryLine: { ...lineSwitch().secondaryLine, lineSwitch: 1 } }),
    ),
  ]),
  defineScenario('cs-channels-empty', 'The support channel list is empty.', [], () => [
    override<never, never, CustomerServiceChannelListResponse>(CHANNELS, () => ok([])),
  ]),
  defineScenario('cs-unreachable', 'The line switch and the channel list fail at the network level.', [], () => [
    override(LINE_SWITCH, () => HttpResponse.error()),
    override(CHANNELS, () => HttpResponse.error()),
  ]),
  defineScenario('callback-disabled', 'The callback config answers mobileConfigView 0 for every tenant and VIP level.', [], () => [
    override<never, never, CallbackConfigResponse>({ method: 'GET', path: '/api/operation/vipphoneback/config' }, ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      return ok({ ...callbackConfigFor(auth.member.tenantId, auth.member.vipLevel), mobileConfigView: 0 });
    }),
  ]),
  defineScenario('unread-letters', `A logged-in member has ${MANY_UNREAD_LETTERS} unread letters.`, [], () => [
    override<never, never, LetterCountResponse>({ method: 'GET', path: '/api/operation/letter/config/queryLetterCount' }, ({ request }) => {
      const auth = authenticate(request);
      return auth.ok ? ok({ totalCount: MANY_UNREAD_LETTERS }) : auth.response;
    }),
  ]),
  defineScenario('home-guide-seen', 'Every viewer has already closed the sports home guide.', [], () => [
    override<never, never, TutorialClickCheckResponse>({ method: 'POST', path: '/api/operation/tutorial/config/checkClick' }, () =>
      ok({ success: true }),
    ),
  ]),
  defineScenario('login-device-changed', 'Account login answers loginState 1 (device changed): the SMS check is needed.', [], () => [
    verificationLogin(1),
  ]),
  defineScenario('login-ip-changed', 'Account login answers loginState 2 (IP changed): the SMS check is needed.', [], () => [
    verificationLogin(2),
  ]),
];
