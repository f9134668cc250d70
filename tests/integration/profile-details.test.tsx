import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { approveNicknameReviews } from '@mocks/handlers/member-profile';
import { SEED_TOKENS, server } from '@mocks/node';
import { call } from '@mocks/testing/client';
import { getGetMemberUrl, getUpdateAvatarUrl, getUpdateNicknameUrl, getUpdateSexUrl } from '@/shared/api/generated/main/member/member';
import { getToast, hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { countRequests, recordBodies, stopRecording } from '../support/requests';
import { recordToasts, stopToastRecorders } from '../support/toasts';
import { openAccount } from './account-support';

const NICKNAME_PATH = getUpdateNicknameUrl();

const open = (path: string) => openAccount(path, 'lotus888');

afterEach(() => {
  stopToastRecorders();
  stopRecording();
  hideToast();
});

const nicknameRow = () => screen.findByRole('link', { name: new RegExp(`^${t('account:nickname.label')}`) }, SLOW);

describe('edit nickname (SPEC.md "Edit nickname screen")', { timeout: 30_000 }, () => {
  it('enforces the rules, sends once, reloads the user info and goes back to where the player came from', async () => {
    const { router } = await open('/personal-center');
    const user = userEvent.setup();
    await user.click(await nicknameRow());
    await waitFor(() => expect(router.state.location.pathname).toBe('/editNickname'));

    const input = await screen.findByLabelText(t('account:nickname.label'), undefined, SLOW);
    expect(input).toHaveValue('Hoa Sen');
    const save = screen.getByRole('button', { name: t('account:nickname.save') });
    const sent = recordBodies(server, NICKNAME_PATH);
    const toasts = recordToasts();

    await user.clear(input);
    await user.type(input, ' Sen ');
    expect(input).toHaveAccessibleDescription(t('common:Eletter.NameNote'));
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(toasts.shown).toContainEqual(expect.objectContaining({ message: t('common:Eletter.EletterTip1'), type: 'info' }));

    await user.type(input, 'Vàng longer');
    expect(input).toHaveValue(' Sen Vàng ');
    expect(save).toHaveAttribute('aria-disabled', 'false');
    await user.dblClick(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-center'), SLOW);
    expect(sent).toEqual([{ nickName: 'Sen Vàng' }]);
    expect(toasts.shown.map((toast) => toast.type)).toContain('loading');
    expect(getToast()?.type).not.toBe('loading');
    // The reloaded user info: the old name stays until the review desk approves, with the badge meanwhile.
    expect(within(await nicknameRow()).getByText(t('account:nickname.inReview'))).toBeInTheDocument();
  });

  it('a refused change closes the loading toast, shows the server message and keeps the input', async () => {
    await call('PUT', NICKNAME_PATH, { token: SEED_TOKENS.lotus888, body: { nickName: 'Sen Bạc' } });
    const { router } = await open('/editNickname');
    const toasts = recordToasts();
    const input = await screen.findByLabelText(t('account:nickname.label'), undefined, SLOW);
    expect(screen.getByText(t('account:nickname.inReview'))).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Sen Ngọc');
    await user.click(screen.getByRole('button', { name: t('account:nickname.save') }));
    await waitFor(() => expect(toasts.shown.map((toast) => toast.type)).toEqual(['loading', 'error']));
    expect(getToast()?.type).toBe('error');
    expect(input).toHaveValue('Sen Ngọc');
    expect(router.state.location.pathname).toBe('/editNickname');
  });

  it('an approved nickname shows on the account tab', async () => {
    await call('PUT', NICKNAME_PATH, { token: SEED_TOKENS.lotus888, body: { nickName: 'Sen Vàng' } });
    await approveNicknameReviews();
    await open('/user-center');
    expect(await screen.findByRole('heading', { name: 'Sen Vàng' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(t('account:nickname.inReview'))).not.toBeInTheDocument();
  });
});

describe('personal details: masking and edits', { timeout: 30_000 }, () => {
  it('never shows the account name, real name or mobile in clear', async () => {
    await open('/personalDetails');
    expect(await screen.findByText('lo***88', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Nguyen * An')).toBeInTheDocument();
    expect(screen.getByTestId('masked-mobile')).toHaveTextContent('+84 912**5678');
    expect(document.body.textContent).not.toContain('912345678');
    expect(document.body.textContent).not.toContain('Nguyen Van An');
  });

  it('saves a new avatar and emotion status, each once', async () => {
    const avatarBodies = recordBodies(server, getUpdateAvatarUrl());
    const sexBodies = recordBodies(server, getUpdateSexUrl());
    const memberReads = countRequests(server, getGetMemberUrl());
    await open('/personalDetails');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${t('account:avatar.label')}`) }, SLOW));
    const sheet = within(await screen.findByRole('dialog', { name: t('account:avatar.choose') }));
    await user.click(sheet.getByRole('radio', { name: t('icons:avatar.7') }));
    const readsBefore = memberReads();
    await user.dblClick(sheet.getByRole('button', { name: t('account:avatar.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(avatarBodies).toEqual([{ avatar: 7 }]);
    expect(memberReads()).toBeGreaterThan(readsBefore);

    await user.click(screen.getByRole('button', { name: new RegExp(`^${t('account:emotion.title')}`) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('account:emotion.1') }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(`^${t('account:emotion.title')}`) })).toHaveTextContent(t('account:emotion.1')),
    );
    expect(sexBodies).toEqual([{ sex: 1 }]);
  });

  it('a guest opening a member-only screen is sent to log in and back', async () => {
    const { router } = await openApp('/personal-center');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/personal-center');
  });
});
