import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS, server } from '@mocks/node';
import { call } from '@mocks/testing/client';
import { getGetBalanceUrl } from '@/shared/api/generated/main/wallet/wallet';
import { getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { getLogoutUrl } from '@/shared/api/generated/main/auth/auth';
import { withdrawalAccountKeys } from '@/features/account/withdrawal-accounts/api/withdrawal-account-queries';
import { letterKeys } from '@/shared/letters/letter-queries';
import { memberKeys } from '@/shared/member/member-queries';
import { queryClient as appQueryClient } from '@/shared/api/query-client';
import { getToken } from '@/shared/session/token-store';
import { SLOW, t } from '../support/app';
import { countRequests } from '../support/requests';
import { signIn } from '../support/session';
import { openAccount, resetAfterEachTest } from './account-support';

resetAfterEachTest();

describe('my account (/user-center)', { timeout: 30_000 }, () => {
  it('offers a guest the way in and the public pages, and asks nothing of the member API', async () => {
    const memberCalls = countRequests(server, getGetMemberUrl());
    await openAccount('/user-center');
    expect(await screen.findByRole('heading', { name: t('account:guest.welcome') }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('account:guest.login') })).toHaveAttribute('href', '/login?redirect=/user-center');
    expect(screen.getByRole('link', { name: t('account:guest.register') })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: t('account:logout.action') })).not.toBeInTheDocument();
    expect(memberCalls()).toBe(0);
  });

  it('shows the member, the balance, the unread count and refreshes the balance on request', async () => {
    signIn('lotus888');
    const balanceCalls = countRequests(server, getGetBalanceUrl());
    await openAccount('/user-center');
    expect(await screen.findByRole('heading', { name: 'Hoa Sen' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('VIP 2')).toBeInTheDocument();
    expect(screen.getByText('Account: lo***88')).toBeInTheDocument();
    expect(await screen.findByTestId('account-balance', undefined, SLOW)).toHaveTextContent('1,250,000.00 VND');
    const messages = screen.getByRole('link', { name: new RegExp(`^${t('routes:title.message')}`) });
    await waitFor(() => expect(within(messages).getByTestId('count-badge')).toHaveTextContent('3'));

    const before = balanceCalls();
    await userEvent.setup().click(screen.getByRole('button', { name: t('account:balance.refresh') }));
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });

  it('logs out after the confirmation: the server is told, local state is cleared, the tab turns guest', async () => {
    signIn('lotus888');
    const logoutCalls = countRequests(server, getLogoutUrl());
    // The session's member data in the app's query client (the one the running app uses), as a session leaves it:
    // shared member roots and a feature's member-scoped key (its token last).
    for (const key of [memberKeys.profile, memberKeys.balance, letterKeys.lists, withdrawalAccountKeys.accounts]) {
      appQueryClient.setQueryData([...key, SEED_TOKENS.lotus888], { kept: true });
    }
    const { router } = await openAccount('/user-center');
    await screen.findByTestId('account-balance', undefined, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('account:logout.action') }));
    const dialog = within(await screen.findByRole('alertdialog', { name: t('account:logout.confirmTitle') }));
    await user.click(dialog.getByRole('button', { name: t('account:logout.action') }));

    expect(await screen.findByRole('heading', { name: t('account:guest.welcome') }, SLOW)).toBeInTheDocument();
    expect(logoutCalls()).toBe(1);
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/user-center');
    for (const key of [memberKeys.profile, memberKeys.balance, letterKeys.lists, withdrawalAccountKeys.accounts]) {
      expect(appQueryClient.getQueriesData({ queryKey: [...key] })).toEqual([]);
    }
    expect(await screen.findByText(t('account:logout.done'))).toBeInTheDocument();
  });

  it('the logged-out session is over on the server too: its token no longer reads the balance', async () => {
    signIn('lotus888');
    await openAccount('/user-center');
    await screen.findByTestId('account-balance', undefined, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('account:logout.action') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('account:logout.action') }));
    await screen.findByRole('heading', { name: t('account:guest.welcome') }, SLOW);
    expect((await call('POST', getGetBalanceUrl(), { token: SEED_TOKENS.lotus888 })).code).toBe(10009);
  });
});
