import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { openDepositOrderNo } from '@mocks/scenarios/deposits';
import { openWithdrawOrderNo } from '@mocks/scenarios/withdrawals-open-order';
import { SEED_CLOSED_DEPOSIT_NO } from '@mocks/seed/deposits';
import { getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { getGetWithdrawOrderUrl } from '@/shared/api/generated/main/withdraw/withdraw';
import { memberKeys } from '@/shared/member/member-queries';
import { i18n } from '@/shared/i18n';
import { getProgress } from '@/shared/ui/progress-bar/progress';
import { renderApp } from '../support/render-app';
import { SLOW } from '../support/app';
import { countRequests, stopRecording } from '../support/requests';
import { signIn } from '../support/session';

// The first render of a file loads every chunk of the shell through the transform pipeline; allow for it.
vi.setConfig({ testTimeout: 30_000 });
afterEach(stopRecording);

const LOCKED_DEPOSIT = 'Deposits are locked on your account. Please contact support.';
const LOCKED_WITHDRAW = 'Withdrawals are locked on your account. Please contact support.';

async function go(router: Awaited<ReturnType<typeof renderApp>>['router'], to: string) {
  await act(async () => {
    await router.navigate(to);
  });
}

const here = (router: Awaited<ReturnType<typeof renderApp>>['router']) => router.state.location;

describe('step 2: auth-required routes', () => {
  it('an anonymous player opening /deposit goes to /login with redirect and from', async () => {
    const { router } = await renderApp('/deposit');
    await waitFor(() => expect(here(router).pathname).toBe('/login'), SLOW);
    expect(here(router).search).toBe('?redirect=/deposit&from=/');
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 }, SLOW)).toBeInTheDocument();
  });

  it('from names the page the player was on, and redirect keeps the target query', async () => {
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/vip?tab=2');
    expect(here(router).pathname).toBe('/login');
    const params = new URLSearchParams(here(router).search);
    expect(params.get('redirect')).toBe('/vip?tab=2');
    expect(params.get('from')).toBe('/sports');
  });

  it('a token in the URL query lets an anonymous player through', async () => {
    const { router } = await renderApp('/vip?token=tk_from_app');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    expect(here(router).pathname).toBe('/vip');
  });

  it('every auth route lets a logged-in player through', async () => {
    signIn('lotus888');
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    for (const path of ['/user-center-bet-record', '/settings', '/transfer', '/vip', '/personal-center', '/personalDetails', '/message', '/message/detail', '/transaction-record', '/welfare', '/settingfeedback', '/ReplyDetail/3']) {
      await go(router, path);
      expect(here(router).pathname).toBe(path);
    }
  });
});

describe('guest-only pages', () => {
  it.each(['/login', '/register', '/registerName'])('%s sends a logged-in player home', async (path) => {
    signIn('lotus888');
    const { router } = await renderApp(path);
    await waitFor(() => expect(here(router).pathname).toBe('/'), SLOW);
  });
});

describe('step 3: the profile', () => {
  it('is fetched for a logged-in player before the screen shows', async () => {
    const token = signIn('lotus888');
    const { router, queryClient } = await renderApp('/vip');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    expect(queryClient.getQueryData([...memberKeys.profile, token])).toMatchObject({ userName: 'lotus888' });
  });
});

describe('step 4: /deposit', () => {
  it('a deposit-locked player gets the toast and stays where they were', async () => {
    signIn('lockeddp01');
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/deposit');
    expect(here(router).pathname).toBe('/sports');
    expect(await screen.findByText(LOCKED_DEPOSIT, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('opened as the first page, a locked deposit goes home with the toast', async () => {
    // The previous test's toast host clears the toast store a tick after it unmounts; let that pass first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    signIn('lockeddp01');
    const { router } = await renderApp('/deposit');
    await waitFor(() => expect(here(router).pathname).toBe('/'), SLOW);
    expect(await screen.findByText(LOCKED_DEPOSIT, undefined, SLOW)).toBeInTheDocument();
  });

  it('opened as the first page, the profile is loaded once: step 3 already brought the current one', async () => {
    signIn('lotus888');
    const profileLoads = countRequests(server, getGetMemberUrl());
    const { router } = await renderApp('/deposit');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    expect(here(router).pathname).toBe('/deposit');
    expect(profileLoads()).toBe(1);
  });

  it('refreshes the user info: a lock set since the profile was loaded still blocks', async () => {
    signIn('lotus888');
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/deposit');
    expect(here(router).pathname).toBe('/deposit');
    await go(router, '/sports');
    useScenario('deposit-locked');
    await go(router, '/deposit');
    expect(here(router).pathname).toBe('/sports');
    expect(await screen.findByText(LOCKED_DEPOSIT, undefined, SLOW)).toBeInTheDocument();
  });

  it('an open deposit order goes to /rechargeInformation with the order as the query', async () => {
    useScenario('deposit-open-order');
    signIn('lotus888');
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/deposit');
    expect(here(router).pathname).toBe('/rechargeInformation');
    const query = new URLSearchParams(here(router).search);
    expect(query.get('orderNo')).toBe(openDepositOrderNo(10001));
    expect(query.get('status')).toBe('0');
    expect(query.get('amount')).toBe('500000');
    expect(JSON.parse(query.get('payee') ?? '{}')).toMatchObject({ bankName: 'Techcombank' });
  });

  it('with an orderNo query, that order is checked: open goes to /rechargeInformation, closed stays', async () => {
    useScenario('deposit-open-order');
    signIn('lotus888');
    const orderNo = openDepositOrderNo(10001);
    const { router } = await renderApp(`/deposit?orderNo=${orderNo}`);
    await waitFor(() => expect(here(router).pathname).toBe('/rechargeInformation'), SLOW);
    expect(here(router).search).toBe(`?orderNo=${orderNo}&status=0`);
    await go(router, `/deposit?orderNo=${SEED_CLOSED_DEPOSIT_NO}`);
    expect(here(router).pathname).toBe('/deposit');
  });

  it('without an open order the deposit screen shows', async () => {
    signIn('lotus888');
    const { router } = await renderApp('/deposit');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    expect(here(router).pathname).toBe('/deposit');
    expect(await screen.findByRole('heading', { name: 'Choose a deposit method', level: 2 }, SLOW)).toBeInTheDocument();
    // Channel names come from the server in the request's language; the recommended one is picked.
    expect(await screen.findByRole('button', { name: /\(recommended\)$/, pressed: true }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deposit now' }, SLOW)).toBeInTheDocument();
  });
});

describe('step 5: /withdraw', () => {
  it('a withdrawal-locked player gets the toast and stays where they were', async () => {
    signIn('lockedwd01');
    const { router } = await renderApp('/user-center');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/withdraw');
    expect(here(router).pathname).toBe('/user-center');
    expect(await screen.findByText(LOCKED_WITHDRAW, undefined, SLOW)).toBeInTheDocument();
  });

  it('an open withdrawal goes to /withdrawalInformation with orderData JSON- then URL-encoded', async () => {
    useScenario('withdraw-open-order');
    signIn('lotus888');
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/withdraw');
    expect(here(router).pathname).toBe('/withdrawalInformation');
    const raw = here(router).search.replace(/^\?orderData=/, '');
    const order = JSON.parse(decodeURIComponent(raw)) as { orderNo: string; orderStatus: number };
    expect(order).toMatchObject({ orderNo: openWithdrawOrderNo(10001), orderStatus: 0 });
    expect(raw).toBe(encodeURIComponent(JSON.stringify(order)));
  });

  it('a closed latest withdrawal lets the player on to the form', async () => {
    signIn('lotus888');
    const { router } = await renderApp('/withdraw');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    expect(here(router).pathname).toBe('/withdraw');
  });

  it('a failing order check does not block the form', async () => {
    server.use(http.post(`*${getGetWithdrawOrderUrl()}`, () => Response.error()));
    signIn('lotus888');
    const { router } = await renderApp('/withdraw');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    expect(here(router).pathname).toBe('/withdraw');
  });
});

describe('steps 1 and 6 and redirects', () => {
  it('sets the language from the URL lang parameter', async () => {
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/help?lang=vi');
    expect(i18n.language).toBe('vi');
    expect(await screen.findByRole('heading', { name: 'Trợ giúp', level: 1 }, SLOW)).toBeInTheDocument();
  });

  it('finishes the progress bar when the navigation settles', async () => {
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    await go(router, '/help');
    await waitFor(() => expect(getProgress().phase).not.toBe('running'), SLOW);
  });

  it('/live goes to /live/LiveList and an unknown path goes home', async () => {
    const { router } = await renderApp('/live');
    await waitFor(() => expect(here(router).pathname).toBe('/live/LiveList'), SLOW);
    await go(router, '/no/such/page');
    expect(here(router).pathname).toBe('/');
  });
});
