import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { LOGIN_STATE_MESSAGES } from '@mocks/scenarios/overlays';
import { closeDeviceVerification, requestDeviceVerification } from '@/shared/session/device-verification';
import { getLoginCheckUrl, getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { getToken } from '@/shared/session/token-store';
import { openApp as start, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';
import { SEED_PASSWORD } from '@mocks/seed/members';

async function popup(title = 'overlays:verification.titleDevice') {
  return within(await screen.findByRole('dialog', { name: t(title) }, SLOW));
}

afterEach(() => {
  closeDeviceVerification();
  stopRecording();
});

describe('IP / device verification popup', { timeout: 30_000 }, () => {
  it('a login answering loginState 1 opens the popup; the SMS check logs in and opens the redirect', async () => {
    useScenario('login-device-changed');
    const smsBodies = recordBodies(server, getSendSmsUrl());
    const checkBodies = recordBodies(server, getLoginCheckUrl());
    const { router } = await start(`/login?redirect=${encodeURIComponent('/sports')}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(t('auth:login.username'), undefined, SLOW), 'lotus888');
    await user.type(screen.getByLabelText(t('auth:login.password')), SEED_PASSWORD);
    fireEvent.change(screen.getByLabelText(t('auth:login.slide')), { target: { value: '100' } });
    await user.click(screen.getByRole('button', { name: t('auth:login.submit') }));

    const dialog = await popup();
    // The login itself is still rejected with the server's message.
    expect(await screen.findByText(LOGIN_STATE_MESSAGES[1].en)).toBeInTheDocument();
    expect(getToken()).toBeNull();

    const confirm = dialog.getByRole('button', { name: t('overlays:verification.confirm') });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText(t('overlays:verification.phone')), '912345678');
    await user.click(dialog.getByRole('button', { name: t('form:countdown.send') }));
    expect(await dialog.findByRole('button', { name: t('form:countdown.resendIn', { seconds: 60 }) })).toBeDisabled();
    await waitFor(() => expect(smsBodies).toEqual([{ actionType: 2, mobileArea: '84', mobile: '912345678', userName: 'lotus888' }]));

    await user.type(dialog.getByLabelText(t('overlays:verification.code')), '123456');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
    expect(checkBodies).toEqual([{ userName: 'lotus888', smsCode: '123456', mobile: '912345678', actionType: 2 }]);
    expect(getToken()).toMatch(/^tk_/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('overlays:verification.titleDevice') })).not.toBeInTheDocument());
  });

  it('a redirect that would leave the site ("/\\host", read by browsers as "//host") is replaced by home', async () => {
    const { router } = await start(`/login?redirect=${encodeURIComponent('/\\evil.example/x')}`);
    requestDeviceVerification({ userName: 'lotus888', loginState: 2, mobile: '912345678' });
    const dialog = await popup('overlays:verification.titleIp');
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: t('form:countdown.send') }));
    await dialog.findByRole('button', { name: t('form:countdown.resendIn', { seconds: 60 }) });
    await user.type(dialog.getByLabelText(t('overlays:verification.code')), '123456');
    await user.click(dialog.getByRole('button', { name: t('overlays:verification.confirm') }));
    await waitFor(() => expect(getToken()).toMatch(/^tk_/), SLOW);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a wrong code shows Lletter.Llettertip14 and keeps the popup open without a session', async () => {
    const { router } = await start('/login');
    requestDeviceVerification({ userName: 'lotus888', loginState: 2, mobile: '912345678' });
    const dialog = await popup('overlays:verification.titleIp');
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: t('form:countdown.send') }));
    await dialog.findByRole('button', { name: t('form:countdown.resendIn', { seconds: 60 }) });
    await user.type(dialog.getByLabelText(t('overlays:verification.code')), '999999');
    await user.click(dialog.getByRole('button', { name: t('overlays:verification.confirm') }));

    expect(await dialog.findByText(t('common:Lletter.Llettertip14'))).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('dialog', { name: t('overlays:verification.titleIp') })).toBeInTheDocument();
  });

  it('confirm stays disabled until the phone has 6-11 digits and the code 4-6', async () => {
    await start('/login');
    requestDeviceVerification({ userName: 'lotus888', loginState: 1 });
    const dialog = await popup();
    const user = userEvent.setup();
    const confirm = dialog.getByRole('button', { name: t('overlays:verification.confirm') });
    await user.type(dialog.getByLabelText(t('overlays:verification.phone')), '12345');
    await user.type(dialog.getByLabelText(t('overlays:verification.code')), '1234');
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText(t('overlays:verification.phone')), '6');
    expect(confirm).toBeEnabled();
    await user.clear(dialog.getByLabelText(t('overlays:verification.code')));
    await user.type(dialog.getByLabelText(t('overlays:verification.code')), '123');
    expect(confirm).toBeDisabled();
  });
});
