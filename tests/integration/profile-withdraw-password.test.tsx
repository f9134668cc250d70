// The withdraw password leaves the browser only as RSA ciphertext (SPEC.md section 9; issue "must show" 4): the
// request body is ciphertext that the mock backend's private key opens to the digits, and the clear digits are in no
// request, report, log line or storage.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountCode, accountMessage } from '@mocks/handlers/account-shared';
import { decryptWithdrawPwd } from '@mocks/handlers/withdraw-password';
import { server, SEED_TOKENS } from '@mocks/node';
import { call } from '@mocks/testing/client';
import { getGetMemberUrl, getGetWithdrawPwdPublicKeyUrl, getSetupWithdrawPwdUrl } from '@/shared/api/generated/main/member/member';
import { getUploadErrorLogUrl } from '@/shared/api/generated/main/log/log';
import { settleErrorReports } from '@/shared/api/error-report';
import { getToast, hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { recordRequests, stopRecording } from '../support/requests';

const DIGITS = '246810';
const SETUP_PATH = getSetupWithdrawPwdUrl();
const ERROR_LOG_PATH = getUploadErrorLogUrl();
/** The digits standing as a value of their own, not by chance inside a run of base64 characters. */
const CLEAR_DIGITS = new RegExp(`(^|[^A-Za-z0-9+/])${DIGITS}([^A-Za-z0-9+/=]|$)`);

let sent: ReturnType<typeof recordRequests> = [];
let logged: string[] = [];

beforeEach(() => {
  sent = recordRequests(server);
  logged = [];
  for (const level of ['log', 'info', 'warn', 'debug', 'error'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      original(...args);
    });
  }
});

afterEach(() => {
  stopRecording();
  vi.restoreAllMocks();
  hideToast();
});

async function setUpPassword() {
  const view = await openApp('/withdrawPassword', { as: 'nomobile01', namespaces: ['account', 'routes', 'icons'] });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(t('account:withdrawPwd.password'), undefined, SLOW), DIGITS);
  await user.type(screen.getByLabelText(t('account:withdrawPwd.confirm')), DIGITS);
  await user.click(screen.getByRole('button', { name: t('account:withdrawPwd.submit') }));
  return view;
}

function expectDigitsNowhere() {
  for (const { path, body } of sent) expect(body, `request body to ${path}`).not.toMatch(CLEAR_DIGITS);
  for (const line of logged) expect(line).not.toContain(DIGITS);
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i) ?? '';
      expect(`${key}=${storage.getItem(key) ?? ''}`).not.toContain(DIGITS);
    }
  }
}

describe('withdraw password setup', { timeout: 30_000 }, () => {
  it('sends RSA ciphertext that the server key decrypts to the digits, and never the digits', async () => {
    const { router } = await setUpPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-center'), SLOW);

    const setups = sent.filter((request) => request.path === SETUP_PATH);
    expect(setups).toHaveLength(1);
    const body = JSON.parse(setups[0]?.body ?? '{}') as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['withdrawPwd']);
    const ciphertext = String(body.withdrawPwd);
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const bytes = Buffer.from(ciphertext, 'base64');
    // One RSA block of the server's modulus (2048 bits, or 1024 where the page has no WebCrypto).
    expect([128, 256]).toContain(bytes.length);
    expect(bytes.includes(Buffer.from(DIGITS))).toBe(false);
    expect(await decryptWithdrawPwd(ciphertext)).toEqual({ ok: true, text: DIGITS });

    // The key was read for this submission, and the member now has a withdraw password.
    expect(sent.some((request) => request.path === getGetWithdrawPwdPublicKeyUrl())).toBe(true);
    expect((await call('GET', getGetMemberUrl(), { token: SEED_TOKENS.nomobile01 })).data.hasWithdrawPwd).toBe(true);
    expectDigitsNowhere();
  });

  it('a refused setup is reported to the error log without the password, clear or encrypted', async () => {
    server.use(
      http.post(`*${SETUP_PATH}`, () =>
        HttpResponse.json({
          code: AccountCode.withdrawPwdUndecryptable,
          msg: accountMessage(AccountCode.withdrawPwdUndecryptable),
          data: null,
        }),
      ),
    );
    await setUpPassword();
    await waitFor(() => expect(getToast()?.message).toBe(accountMessage(AccountCode.withdrawPwdUndecryptable)));
    await settleErrorReports();

    const setup = sent.find((request) => request.path === SETUP_PATH);
    const ciphertext = String((JSON.parse(setup?.body ?? '{}') as Record<string, unknown>).withdrawPwd);
    const reports = sent.filter((request) => request.path === ERROR_LOG_PATH);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toContain(SETUP_PATH);
    expect(reports[0]?.body).not.toContain(ciphertext);
    const report = JSON.parse(reports[0]?.body ?? '{}') as { reqMsg?: string };
    expect(JSON.parse(report.reqMsg ?? '')).toEqual({ method: 'POST', body: {} });
    // The digits the player typed are still there for another try.
    expect(screen.getByLabelText(t('account:withdrawPwd.password'))).toHaveValue(DIGITS);
    expectDigitsNowhere();
  });
});
