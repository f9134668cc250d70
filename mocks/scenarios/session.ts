// Session and account scenarios: expired or replaced sessions, locked accounts, warning and silent codes.
import { HttpResponse } from 'msw';
import type { BalanceResponse, UserInfoResponse } from '@/shared/api/generated/main/model';
import { fail, MainCode, mainMessages, ok } from '../handlers/main-envelope';
import { walletOf } from '../handlers/member';
import { declaredRoutes, override } from '../handlers/routes';
import { authenticate } from '../handlers/session';
import { defineScenario } from './types';

/** Every main-API operation that needs a session answers `code` instead. */
const everySessionCall = (code: number) => () =>
  declaredRoutes()
    .filter((r) => r.api === 'main' && r.auth)
    .map((r) => override(r, () => fail(code)));

/** member get answers with the logged-in member carrying an extra status flag. */
const withStatusFlag = (flag: string) => () => [
  override<never, never, UserInfoResponse>({ method: 'GET', path: '/api/member/get' }, ({ request }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    return ok({ ...auth.member, status: [...new Set([...auth.member.status, flag])] });
  }),
];

export const sessionScenarios = [
  defineScenario(
    'session-expired',
    'Every call that needs a session answers 10009 (expired).',
    [{ api: 'main', code: MainCode.expired }],
    everySessionCall(MainCode.expired),
  ),
  defineScenario(
    'repeat-login',
    'Every call that needs a session answers 10018 (logged in elsewhere).',
    [{ api: 'main', code: MainCode.repeatLogin }],
    everySessionCall(MainCode.repeatLogin),
  ),
  defineScenario('deposit-locked', 'The logged-in member (lotus888) has status ["2"]: deposits are locked.', [], withStatusFlag('2')),
  defineScenario('withdraw-locked', 'The logged-in member (lotus888) has status ["3"]: withdrawals are locked.', [], withStatusFlag('3')),
  defineScenario(
    'warning',
    'The balance call answers 1009000037 (warning toast) and still carries the wallet.',
    [{ api: 'main', code: MainCode.warning }],
    () => [
      override<never, never, BalanceResponse>({ method: 'POST', path: '/api/fund/wallet/member/local' }, ({ request }) => {
        const auth = authenticate(request);
        if (!auth.ok) return auth.response;
        return HttpResponse.json({
          code: MainCode.warning,
          msg: mainMessages[MainCode.warning] ?? '',
          data: { memberWallet: walletOf(auth.member.id) },
        });
      }),
    ],
  ),
  defineScenario(
    'silent-failure',
    'The member call answers 1006000117 (a failure the app keeps silent).',
    [{ api: 'main', code: MainCode.silent }],
    () => [override({ method: 'GET', path: '/api/member/get' }, () => fail(MainCode.silent))],
  ),
];
