import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { GIFT_PACK } from '@mocks/handlers/gift-pack';
import { server, useScenario } from '@mocks/node';
import { getAccountRegisterUrl, getMobileRegisterUrl, getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { logoutMember } from '@/shared/session/logout';
import { getToken } from '@/shared/session/token-store';
import { field, logInWithPassword, sendCode, slide } from './auth-support';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';
import { SEED_PASSWORD } from '@mocks/seed/members';

afterEach(stopRecording);

async function registerByUsername(user: ReturnType<typeof userEvent.setup>, userName: string, password = SEED_PASSWORD) {
  await user.type(await screen.findByLabelText(t('auth:login.username'), undefined, SLOW), userName);
  await user.type(field('auth:login.password'), password);
  await user.type(field('auth:form.confirmPassword'), password);
  await slide();
}

describe('registration by username', { timeout: 30_000 }, () => {
  it('sends the link codes and the host, lands on the gift-pack page, and the member logs in again later', async () => {
    const bodies = recordBodies(server, getAccountRegisterUrl());
    const { router } = await openApp('/register?i_code=INV2026&referCode=LT00A1');
    const user = userEvent.setup();
    await registerByUsername(user, 'newlotus01');
    await user.click(screen.getByRole('button', { name: t('auth:register.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/newMemberGiftPack-activity'), SLOW);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      advertiseId: String(GIFT_PACK.advertiseId),
      activityId: String(GIFT_PACK.id),
      type: '3',
      title: GIFT_PACK.name,
    });
    expect(bodies).toEqual([
      {
        userName: 'newlotus01',
        password: SEED_PASSWORD,
        countryCode: 'VN',
        inviteCode: 'INV2026',
        referCode: 'LT00A1',
        regDomain: window.location.host,
        validate: expect.objectContaining({ captchaId: 'lotus-slide' }) as unknown,
      },
    ]);
    expect(getToken()).toMatch(/^tk_/);

    await logoutMember();
    expect(getToken()).toBeNull();
    await router.navigate('/login');
    await logInWithPassword(user, 'newlotus01', SEED_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toMatch(/^tk_/);
  });

  it('a double tap on sign up sends one registration', async () => {
    const bodies = recordBodies(server, getAccountRegisterUrl());
    const { router } = await openApp('/register');
    const user = userEvent.setup();
    await registerByUsername(user, 'newlotus02');
    const submit = screen.getByRole('button', { name: t('auth:register.submit') });
    await user.dblClick(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newMemberGiftPack-activity'), SLOW);
    expect(bodies).toHaveLength(1);
  });

  it('bad input sends nothing and keeps what was typed', async () => {
    const bodies = recordBodies(server, getAccountRegisterUrl());
    await openApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t('auth:login.username'), undefined, SLOW), 'ab_c1');
    await user.type(field('auth:login.password'), 'onlyletters');
    await user.type(field('auth:form.confirmPassword'), 'onlyletter');
    await user.click(screen.getByRole('button', { name: t('auth:register.submit') }));
    expect(field('auth:login.username')).toHaveAccessibleDescription(t('auth:login.usernameRule'));
    expect(field('auth:login.password')).toHaveAccessibleDescription(t('auth:login.passwordRule'));
    expect(field('auth:form.confirmPassword')).toHaveAccessibleDescription(t('auth:form.confirmMismatch'));
    expect(screen.getByText(t('auth:login.slideRequired'))).toBeInTheDocument();
    expect(field('auth:login.username')).toHaveValue('ab_c1');
    expect(bodies).toEqual([]);
  });
});

describe('registration by mobile', { timeout: 30_000 }, () => {
  it('checks the number, sends the code, checks it and registers under the generated name; a closed pack goes to the redirect', async () => {
    useScenario('gift-pack-closed');
    const smsBodies = recordBodies(server, getSendSmsUrl());
    const registerBodies = recordBodies(server, getMobileRegisterUrl());
    const { router } = await openApp(`/register?method=mobile&redirect=${encodeURIComponent('/sports')}`);
    const user = userEvent.setup();
    const name = (await screen.findByTestId('generated-name', undefined, SLOW)).textContent ?? '';
    expect(name).toMatch(/^lt/);

    await user.type(field('auth:form.phone'), '987650001');
    await slide();
    await sendCode(user);
    await user.type(field('auth:form.code'), '123456');
    await user.click(screen.getByRole('button', { name: t('auth:register.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'), SLOW);
    expect(smsBodies).toEqual([
      { actionType: 1, mobileArea: '84', mobile: '987650001', userName: '', validate: expect.objectContaining({ captchaId: 'lotus-slide' }) as unknown },
    ]);
    expect(registerBodies).toEqual([
      {
        mobile: '987650001',
        smsCode: '123456',
        countryCode: '84',
        mobileCode: '84',
        userName: name,
        inviteCode: '',
        referCode: '',
        regDomain: window.location.host,
      },
    ]);
    expect(db.members.findFirst((q) => q.where({ userName: name }))).toMatchObject({ mobile: '987650001', mobileArea: '84' });
  });
});
