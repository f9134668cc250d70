import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { getCreateDepositOrderUrl, getCreateUsdtDepositOrderUrl } from '@/shared/api/generated/main/deposit/deposit';
import { SLOW, t } from '../support/app';
import { recordBodies } from '../support/requests';
import { depositOrdersOf, openDeposit, resetDepositSuite } from './deposits-support';

vi.setConfig({ testTimeout: 40_000 });
resetDepositSuite();

/** The first screen of the file also loads the route chunks: allow it longer than SLOW. */
const FIRST = { timeout: 25_000 };
const amountField = () => screen.findByLabelText(t('deposits:form.amount', { currency: 'VND' }), undefined, FIRST);
const submit = () => screen.getByRole('button', { name: t('deposits:form.submit') });

describe('/deposit form', () => {
  it('lists the channels by route, checks the amount with translated messages and keeps what was typed', async () => {
    await openDeposit('/deposit');
    const user = userEvent.setup();
    const amount = await amountField();
    for (const route of ['bank', 'ewallet', 'usdt', 'c2c']) expect(screen.getByRole('group', { name: t(`deposits:routes.${route}`) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bank transfer (recommended)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(submit());
    expect(await screen.findByText(t('deposits:amount.required'))).toBeInTheDocument();
    await user.type(amount, '5a0.000');
    expect(amount).toHaveValue('50000');
    await user.click(submit());
    expect(await screen.findByText('The smallest deposit is 100,000 VND.')).toBeInTheDocument();
    expect(amount).toHaveValue('50000');
    await user.clear(amount);
    await user.type(amount, '300000001');
    await user.click(submit());
    expect(await screen.findByText('The largest deposit is 300,000,000 VND.')).toBeInTheDocument();

    // A preset (k rule) fills the amount; the gift is shown before paying.
    await user.click(screen.getByRole('button', { name: '500k (500,000 VND)' }));
    expect(screen.getByRole('button', { name: '500k (500,000 VND)' })).toHaveAttribute('aria-pressed', 'true');
    expect(amount).toHaveValue('500000');
    const gift = within(screen.getByRole('region', { name: t('deposits:gift.title') }));
    expect(gift.getByText('Gift 7,500 VND · you receive 507,500 VND')).toBeInTheDocument();
    expect(screen.getByText('You deposit 500,000 VND')).toBeInTheDocument();
  });

  it('USDT: network choice, the live rate, what the player receives, and at most 2 decimals', async () => {
    await openDeposit('/deposit');
    const user = userEvent.setup();
    await amountField();
    await user.click(screen.getByRole('button', { name: 'USDT' }));
    expect(await screen.findByText('Rate: 1 USDT = 25,350 VND', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'TRC20' })).toBeChecked();
    const usdt = screen.getByLabelText(t('deposits:usdt.amount'));
    await user.type(usdt, '20,5');
    expect(usdt).toHaveValue('205');
    await user.clear(usdt);
    await user.type(usdt, '20.125');
    await user.click(submit());
    expect(await screen.findByText('Use at most 2 decimals.')).toBeInTheDocument();
    await user.clear(usdt);
    await user.type(usdt, '20');
    expect(screen.getByText('You receive about 507,000 VND')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ERC20' }));
    const orders = recordBodies(server, getCreateUsdtDepositOrderUrl());
    await user.click(submit());
    await waitFor(() => expect(orders).toEqual([{ channelId: 103, protocol: 'ERC20', usdtAmount: 20 }]), SLOW);
    expect(await screen.findByText('0x8f3c2a9b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a', undefined, SLOW)).toBeInTheDocument();
  });

  it('a double tap on Deposit sends one order and opens /rechargeInformation with it', async () => {
    const { router } = await openDeposit('/deposit');
    const user = userEvent.setup();
    await user.type(await amountField(), '1000000');
    const orders = recordBodies(server, getCreateDepositOrderUrl());
    await user.dblClick(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rechargeInformation'), SLOW);
    expect(orders).toEqual([{ channelId: 101, amount: 1_000_000, bankId: 12 }]);
    const open = depositOrdersOf().filter((o) => o.status === 0);
    expect(open).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('orderNo')).toBe(open[0]?.orderNo);
    expect(await screen.findByRole('heading', { name: t('deposits:phase.awaitingPayment') }, SLOW)).toBeInTheDocument();
  });

  it('a retry after the create call got no answer takes the order that was made instead of sending another', async () => {
    let lost = false;
    server.use(
      http.post('*/api/fund/deposit/order', async ({ request }) => {
        if (lost || request.headers.get('x-test-pass')) return undefined;
        lost = true;
        const headers = new Headers(request.headers);
        headers.set('x-test-pass', '1');
        headers.delete('content-length');
        await fetch(request.url, { method: 'POST', headers, body: await request.clone().text() });
        return HttpResponse.error();
      }),
    );
    const { router } = await openDeposit('/deposit');
    const user = userEvent.setup();
    await user.type(await amountField(), '400000');
    await user.click(submit());
    expect(await screen.findByText(t('common:common.networkError'), undefined, SLOW)).toBeInTheDocument();
    expect(depositOrdersOf().filter((o) => o.status === 0)).toHaveLength(1);
    const orders = recordBodies(server, getCreateDepositOrderUrl());
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rechargeInformation'), SLOW);
    expect(orders).toEqual([]);
    expect(depositOrdersOf().filter((o) => o.amount === 400_000)).toHaveLength(1);
  });

  it('a member with deposits locked never reaches the form', async () => {
    const { router } = await openDeposit('/deposit', 'lockeddp01');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/deposit'), SLOW);
    expect(screen.queryByLabelText(t('deposits:form.amount', { currency: 'VND' }))).not.toBeInTheDocument();
  });
});
