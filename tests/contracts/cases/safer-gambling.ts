// Main API contract cases of the safer-gambling calls (designed): limits and the 24-hour rule, reality checks, the
// session, time-out and self-exclusion, the statement; and the refusals the limits and breaks make in other calls
// (a deposit over the daily limit, a login while self-excluded).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { accountLogin } from '@/shared/api/generated/main/auth/auth';
import { createDepositOrder } from '@/shared/api/generated/main/deposit/deposit';
import {
  acknowledgeRealityCheck,
  getRealityCheckSettings,
  getSaferGamblingLimits,
  getSaferGamblingSession,
  getSaferGamblingStatement,
  setRealityCheckSettings,
  setSaferGamblingLimit,
  takeSaferGamblingBreak,
} from '@/shared/api/generated/main/safer-gambling/safer-gambling';
import type { SaferGamblingLimitChange } from '@/shared/api/generated/main/model';
import { slideCaptcha } from '../support/captcha';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { DEPOSIT_ORDER } from '../support/wallet-states';
import { SAFER_GAMBLING_STATE } from '../support/safer-gambling-states';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, clientCall, LOTUS } from './account-case';

const BASE = '/api/member/safer-gambling';
/** A moment with the member's zone offset: 2026-11-29T00:00:00+07:00. */
const ZONED = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2}$';
const zoned = (example: string) => M.regex(ZONED, example);
const { captcha, captchaMatcher } = slideCaptcha(142, 860);

/** A money limit as the calls answer it. */
const limit = (kind: string, period: string, amount: number | null, pending: { amount: number; from: string } | null = null) => ({
  kind,
  period,
  amount,
  pendingAmount: pending ? pending.amount : null,
  pendingFrom: pending ? zoned(pending.from) : null,
  used: M.number(0),
  remaining: amount === null ? null : M.number(amount),
  resetsAt: zoned('2026-11-29T00:00:00+07:00'),
});

const change = (amount: number | null): SaferGamblingLimitChange => ({
  kind: 'deposit',
  period: 'day',
  amount,
});

const session = (intervalMinutes: number, showSessionTimer: boolean) => ({
  startedAt: zoned('2026-11-28T20:00:00+07:00'),
  elapsedSeconds: M.integer(1800),
  staked: M.number(0),
  returned: M.number(0),
  net: M.number(0),
  currency: 'VND',
  intervalMinutes,
  showSessionTimer,
  nextCheckAt: intervalMinutes === 0 ? null : zoned('2026-11-28T20:30:00+07:00'),
  sessionEndsAt: null,
});

const limits = clientCall('PUT', `${BASE}/limits`, setSaferGamblingLimit, {
  state: SAFER_GAMBLING_STATE.dailyDepositLimit,
  as: LOTUS,
});
const realityCheck = clientCall('PUT', `${BASE}/reality-check`, setRealityCheckSettings, { state: STATE.loggedIn, as: LOTUS });

export const saferGamblingCases: ContractCase[] = [
  clientCall('GET', `${BASE}/limits`, () => getSaferGamblingLimits(), {
    state: SAFER_GAMBLING_STATE.dailyDepositLimit,
    as: LOTUS,
  }).answers({
    name: 'safer-gambling limits list every kind and period with what each allows',
    description: 'a request for the limits of lotus888',
    response: mainSuccess({
      timeZone: M.like('Asia/Ho_Chi_Minh'),
      currency: 'VND',
      // Every kind and period in order, the daily deposit limit set; then the session time limit (no period reset).
      limits: [
        limit('deposit', 'day', 500_000),
        ...['week', 'month'].map((period) => limit('deposit', period, null)),
        ...['loss', 'stake'].flatMap((kind) => ['day', 'week', 'month'].map((period) => limit(kind, period, null))),
        {
          kind: 'session',
          period: 'session',
          amount: null,
          pendingAmount: null,
          pendingFrom: null,
          used: M.integer(0),
          remaining: null,
          resetsAt: null,
        },
      ],
    }),
    check: (result) =>
      expect(result.data?.limits[0]).toMatchObject({
        kind: 'deposit',
        period: 'day',
        amount: 500_000,
      }),
  }),
  limits.answers({
    name: 'a lower daily deposit limit is in force at once',
    description: 'lotus888 lowers the daily deposit limit from 500 000 to 300 000',
    body: change(300_000),
    response: mainSuccess({
      effect: 'now',
      limit: limit('deposit', 'day', 300_000),
    }),
    check: (result) =>
      expect(result.data).toMatchObject({
        effect: 'now',
        limit: { amount: 300_000, pendingFrom: null },
      }),
  }),
  limits.answers({
    name: 'a higher daily deposit limit waits 24 hours and says from when',
    description: 'lotus888 raises the daily deposit limit from 500 000 to 800 000',
    body: change(800_000),
    response: mainSuccess({
      effect: 'later',
      limit: limit('deposit', 'day', 500_000, {
        amount: 800_000,
        from: '2026-11-29T20:00:00+07:00',
      }),
    }),
    check: (result) =>
      expect(result.data).toMatchObject({
        effect: 'later',
        limit: { amount: 500_000, pendingAmount: 800_000 },
      }),
  }),
  limits.failsWith(1012000007, 'Hạn mức không hợp lệ', {
    name: 'a limit of 0 is refused with 1012000007',
    description: 'lotus888 sets a daily deposit limit of 0',
    body: change(0),
  }),
  clientCall('GET', `${BASE}/reality-check`, () => getRealityCheckSettings(), {
    state: STATE.loggedIn,
    as: LOTUS,
  }).answers({
    name: 'reality checks are off until the member turns them on',
    description: 'a request for the reality-check settings of lotus888',
    response: mainSuccess({ intervalMinutes: 0, showSessionTimer: false }),
    check: (result) =>
      expect(result.data).toEqual({
        intervalMinutes: 0,
        showSessionTimer: false,
      }),
  }),
  realityCheck.answers({
    name: 'reality checks every 15 minutes with the session timer are stored',
    description: 'lotus888 asks for a reality check every 15 minutes and the session timer',
    body: { intervalMinutes: 15, showSessionTimer: true },
    response: mainSuccess({ intervalMinutes: 15, showSessionTimer: true }),
    check: (result) =>
      expect(result.data).toEqual({
        intervalMinutes: 15,
        showSessionTimer: true,
      }),
  }),
  clientCall('GET', `${BASE}/session`, () => getSaferGamblingSession(), {
    state: STATE.loggedIn,
    as: LOTUS,
  }).answers({
    name: 'the session tells when it started and what was staked and returned in it',
    description: 'a request for the current session of lotus888',
    response: mainSuccess(session(0, false)),
    check: (result) => expect(result.data).toMatchObject({ currency: 'VND', nextCheckAt: null }),
  }),
  clientCall('POST', `${BASE}/reality-check/acknowledge`, acknowledgeRealityCheck, { state: STATE.loggedIn, as: LOTUS }).answers({
    name: 'a reality check answered with "continue" answers the session',
    description: 'lotus888 continues after a reality check',
    body: { checkedAt: '2026-11-28T20:30:00+07:00' },
    response: mainSuccess(session(0, false)),
    check: (result) => expect(result.data).toMatchObject({ currency: 'VND' }),
  }),
  clientCall('POST', `${BASE}/break`, takeSaferGamblingBreak, {
    state: STATE.loggedIn,
    as: LOTUS,
  }).answers({
    name: 'a one-week time-out starts now and says until when',
    description: 'lotus888 takes a one-week time-out, confirmed',
    body: { kind: 'timeOut', length: '7d', confirmed: true },
    response: mainSuccess({
      kind: 'timeOut',
      length: '7d',
      until: zoned('2026-12-05T20:00:00+07:00'),
    }),
    check: (result) => expect(result.data).toMatchObject({ kind: 'timeOut', length: '7d' }),
  }),
  clientCall('POST', `${BASE}/break`, takeSaferGamblingBreak, {
    state: STATE.loggedIn,
    as: LOTUS,
  }).failsWith(1012000008, 'Thời gian tạm nghỉ không hợp lệ', {
    name: 'a self-exclusion shorter than 6 months is refused with 1012000008',
    description: 'lotus888 asks for a one-week self-exclusion',
    body: { kind: 'selfExclusion', length: '7d', confirmed: true },
  }),
  accountCase({
    name: 'the daily statement has a row per day, today first',
    state: STATE.loggedIn,
    description: 'a request for the daily statement of lotus888',
    method: 'GET',
    path: `${BASE}/statement`,
    query: { period: 'day' },
    as: LOTUS,
    response: mainSuccess({
      period: 'day',
      timeZone: M.like('Asia/Ho_Chi_Minh'),
      currency: 'VND',
      rows: M.eachLike(
        {
          from: zoned('2026-11-28T00:00:00+07:00'),
          to: zoned('2026-11-29T00:00:00+07:00'),
          deposits: M.number(0),
          withdrawals: M.number(0),
          stakes: M.number(0),
          returns: M.number(0),
          net: M.number(0),
        },
        7,
      ),
    }),
    check: async () => expect((await getSaferGamblingStatement({ period: 'day' })).data?.rows).toHaveLength(7),
  }),
  accountFailureCase({
    name: 'a deposit over what the daily deposit limit allows is refused with 1012000001',
    state: SAFER_GAMBLING_STATE.dailyDepositLimitUsedUp,
    description: 'a bank-transfer deposit order of 500 000 VND from lotus888 with the daily deposit limit used up',
    method: 'POST',
    path: '/api/fund/deposit/order',
    as: LOTUS,
    body: DEPOSIT_ORDER,
    code: 1012000001,
    message: 'Hạn mức nạp tiền theo ngày 500.000 chỉ còn 0; hạn mức đặt lại lúc 00:00 29/11/2026.',
    call: () => createDepositOrder(DEPOSIT_ORDER),
  }),
  accountFailureCase({
    name: 'a login during self-exclusion is refused with 1012000006, saying until when',
    state: SAFER_GAMBLING_STATE.selfExcluded,
    description: 'an account login of lotus888 while self-excluded',
    method: 'POST',
    path: '/api/user/auth/account-login/v2',
    as: null,
    body: {
      userName: 'lotus888',
      password: 'Lotus2026',
      validate: captchaMatcher,
    },
    code: 1012000006,
    message: 'Tài khoản của bạn đang tự loại trừ đến 20:00 28/11/2027. Bạn không thể đăng nhập trước thời điểm đó.',
    call: () =>
      accountLogin({
        userName: 'lotus888',
        password: 'Lotus2026',
        validate: captcha,
      }),
  }),
];
