import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useScenario } from '@mocks/node';
import { failureText } from '@mocks/handlers/main-envelope';
import { WithdrawCode, withdrawMessages } from '@mocks/handlers/withdrawals-codes';
import { getCreateBankWithdrawOrderUrl } from '@/shared/api/generated/main/withdraw/withdraw';
import { server } from '@mocks/node';
import { SLOW, t } from '../support/app';
import { recordBodies, recordRequests } from '../support/requests';
import { balanceOf, fill, formShown, openWithdraw, resetAfterEachWithdrawTest, RIGHT_PASSWORD, submitButton, waitForPath } from './withdrawals-support';

resetAfterEachWithdrawTest();

describe('withdraw form', { timeout: 40_000 }, () => {
  it('explains each invalid amount and the password rule in the player’s language and keeps what was typed', async () => {
    await openWithdraw('/withdraw');
    const user = userEvent.setup();
    const form = within(await formShown());
    const orders = recordBodies(server, getCreateBankWithdrawOrderUrl());

    await user.click(submitButton());
    expect(await form.findByText(t('withdrawals:errors.amountRequired'))).toBeInTheDocument();
    expect(form.getByText(t('withdrawals:errors.passwordRule'))).toBeInTheDocument();

    await fill(user, '100000', '1357');
    await user.click(submitButton());
    expect(await form.findByText(/The smallest withdrawal here is 200,000/)).toBeInTheDocument();
    expect(form.getByLabelText(t('withdrawals:form.amount'))).toHaveValue('100000');

    await fill(user, '2000000', RIGHT_PASSWORD);
    await user.click(submitButton());
    expect(await form.findByText(/You can withdraw at most 1,250,000/)).toBeInTheDocument();
    expect(form.getByLabelText(t('withdrawals:form.password'))).toHaveValue(RIGHT_PASSWORD);
    expect(orders).toEqual([]);
  });

  it('fills the withdrawable balance with “withdraw all” and explains the large-withdrawal review', async () => {
    await openWithdraw('/withdraw');
    const user = userEvent.setup();
    const form = within(await formShown());
    expect(form.getByText(/Withdrawals of 100,000,000\.00 VND or more are checked by hand/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: t('withdrawals:form.withdrawAll') }));
    expect(form.getByLabelText(t('withdrawals:form.amount'))).toHaveValue('1250000');
  });

  it('shows the USDT rate and what arrives in USDT', async () => {
    await openWithdraw('/withdraw');
    const user = userEvent.setup();
    await formShown();
    await user.click(screen.getByRole('radio', { name: /USDT$/ }));
    const form = within(await formShown());
    await user.type(await form.findByLabelText(t('withdrawals:form.amount'), undefined, SLOW), '1004000');
    expect(await form.findByText('1 USDT = 25,100.00 VND')).toBeInTheDocument();
    expect(form.getByText('39.60 USDT')).toBeInTheDocument();
    expect(form.getByRole('radio', { name: /USDT · TRC20/ })).toBeChecked();
  });
});

describe('before the form', { timeout: 40_000 }, () => {
  it('without a bound account, leads to the bind screen for the channel', async () => {
    useScenario('withdraw-no-destination');
    const { router } = await openWithdraw('/withdraw');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: t('withdrawals:noDestination.bankAction') }, SLOW));
    await waitForPath(router, '/addBankcard');
  });

  it('without a withdraw password, leads to /withdrawPassword first and back to the form once it is set', async () => {
    useScenario('withdraw-no-password');
    const { router } = await openWithdraw('/withdraw');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: t('withdrawals:noPassword.action') }, SLOW));
    await waitForPath(router, '/withdrawPassword');
    await user.type(await screen.findByLabelText(t('account:withdrawPwd.password'), undefined, SLOW), '246810');
    await user.type(screen.getByLabelText(t('account:withdrawPwd.confirm')), '246810');
    await user.click(screen.getByRole('button', { name: t('account:withdrawPwd.submit') }));
    await waitForPath(router, '/withdraw');
    expect(await formShown()).toBeInTheDocument();
  });
});

describe('sending the order', { timeout: 40_000 }, () => {
  it('a wrong password shows the server’s message and clears only the digits', async () => {
    await openWithdraw('/withdraw');
    const user = userEvent.setup();
    const form = within(await formShown());
    await fill(user, '300000', '000000');
    await user.click(submitButton());
    expect(await form.findByText(failureText(withdrawMessages[WithdrawCode.wrongPassword] ?? '', 'en'), undefined, SLOW)).toBeInTheDocument();
    expect(form.getByLabelText(t('withdrawals:form.password'))).toHaveValue('');
    expect(form.getByLabelText(t('withdrawals:form.amount'))).toHaveValue('300000');
    expect(form.getByRole('radio', { name: /Vietcombank/ })).toBeChecked();
  });

  it('a double tap sends one order with the password encrypted, the balance falls and the order screen opens', async () => {
    const { router } = await openWithdraw('/withdraw');
    const user = userEvent.setup();
    await formShown();
    const before = balanceOf();
    const orders = recordBodies(server, getCreateBankWithdrawOrderUrl());
    const wire = recordRequests(server);
    await fill(user, '300000', RIGHT_PASSWORD);
    await user.dblClick(submitButton());
    await waitForPath(router, '/withdrawalInformation');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ channelId: 201, amount: 300_000, bankCardId: 3001 });
    expect((orders[0] as { withdrawPwd: string }).withdrawPwd.length).toBeGreaterThanOrEqual(172);
    expect(wire.some((request) => request.body.includes(RIGHT_PASSWORD))).toBe(false);
    expect(balanceOf()).toBe(before - 300_000);
    expect(await screen.findByRole('heading', { name: t('withdrawals:status.0') }, SLOW)).toBeInTheDocument();
    const carried = JSON.parse(new URLSearchParams(router.state.location.search).get('orderData') ?? '{}') as { amount: number };
    expect(carried.amount).toBe(300_000);
    await waitFor(() => expect(screen.getAllByText('300,000.00 VND').length).toBeGreaterThan(0));
  });
});
