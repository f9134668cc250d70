import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { failureText, MainCode, mainMessages } from '@mocks/handlers/main-envelope';
import { getResetPasswordUrl, getSendEmailUrl, getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { getToken } from '@/shared/session/token-store';
import { field, logInWithPassword, sendCode, slide } from './auth-support';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';
import { SEED_PASSWORD } from '@mocks/seed/members';

afterEach(stopRecording);

type User = ReturnType<typeof userEvent.setup>;

async function newPassword(user: User, password: string) {
  await user.type(field('auth:forget.newPassword'), password);
  await user.type(field('auth:form.confirmPassword'), password);
  await user.dblClick(screen.getByRole('button', { name: t('auth:forget.submit') }));
}

describe('password reset', { timeout: 30_000 }, () => {
  it('by SMS: the code of the bound mobile sets the new password, which the next login needs', async () => {
    const smsBodies = recordBodies(server, getSendSmsUrl());
    const resetBodies = recordBodies(server, getResetPasswordUrl());
    const { router } = await openApp('/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t('auth:login.username'), undefined, SLOW), 'lotus888');
    await user.type(field('auth:forget.boundPhone'), '912345678');
    await sendCode(user);
    await user.type(field('auth:form.code'), '123456');
    await newPassword(user, 'Lotus2027');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(smsBodies).toEqual([{ actionType: 5, mobileArea: '84', mobile: '912345678', userName: 'lotus888' }]);
    expect(resetBodies).toEqual([
      { userName: 'lotus888', verifyType: 1, mobileArea: '84', mobile: '912345678', code: '123456', password: 'Lotus2027' },
    ]);

    // The reset form leaves before the login form is used (both have a "Username" field).
    await waitFor(() => expect(screen.queryByRole('button', { name: t('auth:forget.submit') })).not.toBeInTheDocument(), SLOW);
    await screen.findByRole('heading', { name: t('auth:login.title') }, SLOW);
    await logInWithPassword(user, 'lotus888', SEED_PASSWORD);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(failureText(mainMessages[MainCode.wrongCredentials] ?? '', 'en')), SLOW);
    expect(getToken()).toBeNull();
    await user.clear(field('auth:login.password'));
    await user.type(field('auth:login.password'), 'Lotus2027');
    // Each slide puzzle answers one login: the refused attempt spent it, so the player slides a fresh one.
    await slide();
    await user.click(screen.getByRole('button', { name: t('auth:login.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    expect(getToken()).toMatch(/^tk_/);
  });

  it('by e-mail: a logged-out player gets the code at the bound address and resets', async () => {
    await ensureSeeded();
    await db.members.update((q) => q.where({ userName: 'nomobile01' }), {
      data: (member) => {
        member.email = 'chua.so@lotus.example';
      },
    });
    const emailBodies = recordBodies(server, getSendEmailUrl());
    const { router } = await openApp('/forget');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: t('auth:forget.byEmail') }, SLOW));
    await user.type(field('auth:login.username'), 'nomobile01');
    await user.type(field('auth:forget.boundEmail'), 'chua.so@lotus.example');
    await sendCode(user);
    await user.type(field('auth:forget.emailCode'), '123456');
    await newPassword(user, 'NewPass99');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(emailBodies).toEqual([{ email: 'chua.so@lotus.example', actionType: 5 }]);
    expect(db.credentials.findFirst((q) => q.where({ userName: 'nomobile01' }))?.password).toBe('NewPass99');
  });
});
