import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@mocks/handlers/main-envelope';
import { server } from '@mocks/node';
import { SAVED_LOGIN_KEY } from '@/features/auth/api/saved-login';
import { getAccountLoginUrl, getLoginCheckUrl, getMobileLoginUrl, getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { getUploadErrorLogUrl } from '@/shared/api/generated/main/log/log';
import { settleErrorReports } from '@/shared/api/error-report';
import { logoutMember } from '@/shared/session/logout';
import { getToken } from '@/shared/session/token-store';
import { field, logInWithPassword, sendCode, slide } from './auth-support';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';
import { SEED_PASSWORD } from '@mocks/seed/members';

afterEach(stopRecording);

describe('login by mobile and SMS code', { timeout: 30_000 }, () => {
  it('sends the login code with the area code and the captcha, logs in and opens the redirect', async () => {
    const smsBodies = recordBodies(server, getSendSmsUrl());
    const loginBodies = recordBodies(server, getMobileLoginUrl());
    const { router } = await openApp(`/login?redirect=${encodeURIComponent('/sports')}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: t('auth:login.byMobile') }, SLOW));
    await waitFor(() => expect(screen.getByRole('button', { name: t('auth:form.areaCode', { code: '+84' }) })).toBeEnabled());
    await user.type(field('auth:form.phone'), '0912-345-6789');
    expect(field('auth:form.phone')).toHaveValue('091234567');
    await user.clear(field('auth:form.phone'));
    await user.type(field('auth:form.phone'), '912345678');
    await slide();
    await sendCode(user);
    await user.type(field('auth:form.code'), '1234567');
    expect(field('auth:form.code')).toHaveValue('123456');
    await user.dblClick(screen.getByRole('button', { name: t('auth:login.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'), SLOW);
    expect(getToken()).toMatch(/^tk_/);
    expect(smsBodies).toEqual([
      { actionType: 3, mobileArea: '84', mobile: '912345678', userName: '', validate: expect.objectContaining({ captchaId: 'lotus-slide' }) as unknown },
    ]);
    expect(loginBodies).toEqual([{ mobile: '912345678', smsCode: '123456', countryCode: '84', inviteCode: '', referCode: '' }]);
  });
});

describe('login by username', { timeout: 30_000 }, () => {
  it('a failed login is reported under page_usernamelogin and no report carries the password', async () => {
    const reports = recordBodies(server, getUploadErrorLogUrl());
    await openApp('/login');
    const user = userEvent.setup();
    await logInWithPassword(user, 'lotus888', 'Wrong12345');
    expect(await screen.findByRole('alert', undefined, SLOW)).toBeInTheDocument();
    await settleErrorReports();
    await waitFor(() => expect(reports.some((r) => (r as { modelName?: string }).modelName === 'page_usernamelogin')).toBe(true));
    expect(JSON.stringify(reports)).not.toContain('Wrong12345');
    expect(field('auth:login.password')).toHaveValue('Wrong12345');
  });

  it('"remember me" fills the form on the next visit; unticking forgets it', async () => {
    const { router, unmount } = await openApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(t('auth:login.remember'), undefined, SLOW));
    await logInWithPassword(user, 'lotus888', SEED_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await logoutMember();
    unmount();

    await openApp('/login');
    expect(await screen.findByLabelText(t('auth:login.username'), undefined, SLOW)).toHaveValue('lotus888');
    expect(field('auth:login.password')).toHaveValue(SEED_PASSWORD);
    await user.click(screen.getByLabelText(t('auth:login.remember')));
    await slide();
    await user.click(screen.getByRole('button', { name: t('auth:login.submit') }));
    await waitFor(() => expect(getToken()).toMatch(/^tk_/));
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  });

  it('a login answering a state goes to /v-to-b, where the SMS check starts the session and opens the redirect', async () => {
    server.use(
      http.post(`*${getAccountLoginUrl()}`, () => ok({ accessToken: 'tk_pending_91ab', state: 'ip', loginState: 0, userName: 'lotus888' })),
    );
    const checkBodies = recordBodies(server, getLoginCheckUrl());
    const { router } = await openApp(`/login?redirect=${encodeURIComponent('/sports')}`);
    const user = userEvent.setup();
    await logInWithPassword(user, 'lotus888', SEED_PASSWORD);

    await waitFor(() => expect(router.state.location.pathname).toBe('/v-to-b'), SLOW);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      state: 'ip',
      token: 'tk_pending_91ab',
      userName: 'lotus888',
      redirect: '/sports',
    });
    expect(getToken()).toBeNull();
    await screen.findByText(t('auth:verify.intro', { userName: 'lotus888' }), undefined, SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: t('auth:form.areaCode', { code: '+84' }) })).toBeEnabled());
    await user.type(field('auth:verify.phone'), '912345678');
    await sendCode(user);
    await user.type(field('auth:form.code'), '123456');
    await user.click(screen.getByRole('button', { name: t('auth:verify.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'), SLOW);
    expect(getToken()).toMatch(/^tk_/);
    expect(checkBodies).toEqual([{ userName: 'lotus888', smsCode: '123456', mobile: '912345678', actionType: 2 }]);
  });
});
