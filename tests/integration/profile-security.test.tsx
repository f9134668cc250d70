import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccountCode, accountMessage } from '@mocks/handlers/account-shared';
import { SEED_TOKENS, server } from '@mocks/node';
import { call, CAPTCHA } from '@mocks/testing/client';
import { getAccountLoginUrl, getSendEmailUrl, getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { getGetMemberUrl, getUpdatePasswordUrl, getValidBindMobileNoUrl } from '@/shared/api/generated/main/member/member';
import { getToast } from '@/shared/ui/toast/toast';
import { SLOW, t } from '../support/app';
import { recordBodies } from '../support/requests';
import { openAccount as open, resetAfterEachTest } from './account-support';
import { SEED_PASSWORD } from '@mocks/seed/members';

resetAfterEachTest();

describe('bind a phone (/cellIphone)', { timeout: 30_000 }, () => {
  it('checks the number, sends the code, binds, and the profile then carries the number (masked on screen)', async () => {
    const checks = recordBodies(server, getValidBindMobileNoUrl());
    const sms = recordBodies(server, getSendSmsUrl());
    const { router } = await open('/personal-center', 'nomobile01');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: new RegExp(`^${t('account:contact.mobile')}`) }, SLOW));
    const phone = await screen.findByLabelText(t('account:phone.label'), undefined, SLOW);
    await user.type(phone, '0933221100');
    expect(phone).toHaveValue('093322110');
    await user.clear(phone);
    await user.type(phone, '933221100');
    await user.click(screen.getByRole('button', { name: t('form:countdown.send') }));
    expect(await screen.findByRole('button', { name: t('form:countdown.resendIn', { seconds: 60 }) })).toBeDisabled();
    expect(checks).toEqual([{ mobileArea: '84', mobile: '933221100' }]);
    expect(sms).toEqual([{ actionType: 4, mobileArea: '84', mobile: '933221100' }]);

    await user.type(screen.getByLabelText(t('account:code.label')), '123456');
    await user.click(screen.getByRole('button', { name: t('account:phone.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-center'), SLOW);
    await waitFor(() => expect(screen.getByTestId('masked-mobile')).toHaveTextContent('+84 933**1100'));
    const profile = await call('GET', getGetMemberUrl(), { token: SEED_TOKENS.nomobile01 });
    expect([profile.data.mobileArea, profile.data.mobile]).toEqual(['84', '933221100']);
  });

  it('a wrong SMS code is refused with the server message and nothing is bound', async () => {
    await open('/cellIphone', 'nomobile01');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t('account:phone.label'), undefined, SLOW), '933221100');
    await user.click(screen.getByRole('button', { name: t('form:countdown.send') }));
    await screen.findByRole('button', { name: t('form:countdown.resendIn', { seconds: 60 }) });
    await user.type(screen.getByLabelText(t('account:code.label')), '000000');
    await user.click(screen.getByRole('button', { name: t('account:phone.submit') }));
    await waitFor(() => expect(getToast()?.message).toBe(accountMessage(AccountCode.wrongSmsCode, 'en')));
    expect((await call('GET', getGetMemberUrl(), { token: SEED_TOKENS.nomobile01 })).data.mobile).toBe('');
  });
});

describe('bind an e-mail (/mail)', { timeout: 30_000 }, () => {
  it('sends the e-mail code and binds the address', async () => {
    const sent = recordBodies(server, getSendEmailUrl());
    const { router } = await open('/mail', 'nomobile01');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t('account:email.label'), undefined, SLOW), 'chua.so@lotus.example');
    await user.click(screen.getByRole('button', { name: t('form:countdown.send') }));
    await screen.findByRole('button', { name: t('form:countdown.resendIn', { seconds: 60 }) });
    expect(sent).toEqual([{ email: 'chua.so@lotus.example', actionType: 1 }]);
    await user.type(screen.getByLabelText(t('account:code.label')), '123456');
    await user.click(screen.getByRole('button', { name: t('account:email.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-center'), SLOW);
    await waitFor(() => expect(screen.getByTestId('masked-email')).toHaveTextContent('ch***so@lotus.example'));
  });
});

describe('change the password (/passwordInfo)', { timeout: 30_000 }, () => {
  it('keeps bad input on the client, then changes it: the new password logs in, the old one no longer does', async () => {
    const sent = recordBodies(server, getUpdatePasswordUrl());
    await open('/passwordInfo', 'lotus888');
    const user = userEvent.setup();
    const current = await screen.findByLabelText(t('account:password.oldPassword'), undefined, SLOW);
    const next = screen.getByLabelText(t('account:password.newPassword'));
    const confirm = screen.getByLabelText(t('account:password.confirmPassword'));
    await user.type(current, SEED_PASSWORD);
    await user.type(next, 'onlyletters');
    await user.type(confirm, 'onlyletters');
    await user.click(screen.getByRole('button', { name: t('account:password.submit') }));
    expect(next).toHaveAccessibleDescription(t('account:password.rule'));
    expect(sent).toHaveLength(0);

    await user.clear(next);
    await user.type(next, 'Sen2027moi');
    await user.clear(confirm);
    await user.type(confirm, 'Sen2027moi');
    await user.click(screen.getByRole('button', { name: t('account:password.submit') }));
    await waitFor(() => expect(sent).toEqual([{ oldPassword: SEED_PASSWORD, newPassword: 'Sen2027moi' }]));
    await waitFor(() => expect(getToast()?.message).toBe(t('account:password.changed')));

    const login = (password: string) =>
      call('POST', getAccountLoginUrl(), { body: { userName: 'lotus888', password, validate: CAPTCHA } });
    expect((await login('Sen2027moi')).code).toBe(200);
    expect((await login(SEED_PASSWORD)).code).not.toBe(200);
  });

  async function fillValidChange() {
    await open('/passwordInfo', 'lotus888');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t('account:password.oldPassword'), undefined, SLOW), SEED_PASSWORD);
    await user.type(screen.getByLabelText(t('account:password.newPassword')), 'Sen2027moi');
    await user.type(screen.getByLabelText(t('account:password.confirmPassword')), 'Sen2027moi');
    return screen.getByRole('button', { name: t('account:password.submit') }).closest('form') as HTMLFormElement;
  }

  it('two submits in the same frame (Enter pressed twice) send the change once', async () => {
    const sent = recordBodies(server, getUpdatePasswordUrl());
    const form = await fillValidChange();
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(getToast()?.message).toBe(t('account:password.changed')), SLOW);
    expect(sent).toHaveLength(1);
  });

  it('a failed connection is said next to the form, which keeps everything typed and can be sent again', async () => {
    server.use(http.put(`*${getUpdatePasswordUrl()}`, () => Response.error()));
    const form = await fillValidChange();
    fireEvent.submit(form);
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent(t('common:common.networkError'));
    expect(screen.getByLabelText(t('account:password.newPassword'))).toHaveValue('Sen2027moi');
    expect(screen.getByRole('button', { name: t('account:password.submit') })).not.toHaveAttribute('aria-busy', 'true');
  });
});
