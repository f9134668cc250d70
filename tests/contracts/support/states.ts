// Provider states, in business language. contracts/README.md explains what each one means for a backend.
import { GAME_LOBBY_STATE } from './game-lobby-states';
import { ACCOUNT_STATE } from './account-states';
import { ADDRESSES_STATE } from './addresses-states';
import { AUTH_SCREEN_STATE } from './auth-screen-states';
import { BUSINESS_AGENT_STATE } from './business-agent-states';
import { CAMPAIGNS_STATE } from './campaigns-states';
import { WALLET_STATE } from './wallet-states';
import { REFERRALS_STATE } from './referrals-states';
import { SAFER_GAMBLING_STATE } from './safer-gambling-states';
import { VIP_LEVELS_STATE } from './vip-levels-states';
import { ANCHORS_STATE } from './anchors-states';
import { LIVE_NEWS_STATE } from './live-news-states';
import { MASTERS_STATE } from './masters-states';
import { ROOMS_STATE } from './rooms-states';
import { SUB_GAMES_STATE } from './sub-games-states';
import { SERVICE_STATE } from './service-states';
import { SPORTS_ORDER_STATE } from './bet-placing-states';
import { WITHDRAWAL_ACCOUNTS_STATE } from './withdrawal-accounts-states';

export const STATE = {
  memberExists: 'a member lotus888 with password Lotus2026 exists',
  loggedIn: 'member lotus888 is logged in with token tk_seed_lotus888',
  sessionExpired: 'the session of member lotus888 has expired',
  depositLocked: 'member lockeddp01 has a locked deposit and is logged in',
  smsCodeSent: 'an SMS code 123456 was sent to mobile 84 912345678 of member lotus888',
  noRecentSms: 'no SMS code was sent to mobile 84 912345678 in the last minute',
  siteOpen: 'the site is not under maintenance',
  siteUnderMaintenance: 'the site is under maintenance',
  slideCaptcha: 'the site verifies people with the slide captcha',
  countriesConfigured: 'the dialling codes of Vietnam and other countries are configured',
  errorLogOpen: 'the error log service accepts reports',
  sportsSession: 'member lotus888 has a sports session',
  ...ACCOUNT_STATE,
  ...WITHDRAWAL_ACCOUNTS_STATE,
  ...AUTH_SCREEN_STATE,
  ...ADDRESSES_STATE,
  ...BUSINESS_AGENT_STATE,
  ...SERVICE_STATE,
  ...SPORTS_ORDER_STATE,
  ...WALLET_STATE,
  ...GAME_LOBBY_STATE,
  ...VIP_LEVELS_STATE,
  ...REFERRALS_STATE,
  ...CAMPAIGNS_STATE,
  ...ROOMS_STATE,
  ...ANCHORS_STATE,
  ...MASTERS_STATE,
  ...SUB_GAMES_STATE,
  ...LIVE_NEWS_STATE,
  ...SAFER_GAMBLING_STATE,
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];
