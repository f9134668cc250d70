import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { advanceWithdrawOrder, confirmWithdrawReceipt } from '@mocks/handlers/withdrawals-lifecycle';
import { createWithdrawOrder } from '@mocks/handlers/withdrawals-orders';
import { authenticate } from '@mocks/handlers/session';
import { server } from '@mocks/node';
import {
  confirmWithdrawOrder,
  createEbpayWithdrawOrder,
  getConfirmWithdrawOrderUrl,
  getCreateBankWithdrawOrderUrl,
  getGetWithdrawOrderStatusUrl,
} from '@/shared/api/generated/main/withdraw/withdraw';
import { WITHDRAW_STATUS_POLL_MS } from '@/features/wallet/withdrawals/api/withdrawal-queries';
import type { WithdrawOrder } from '@/shared/api/generated/main/model';
import { SLOW, t } from '../support/app';
import { countRequests, recordBodies } from '../support/requests';
import { signIn } from '../support/session';
import { encryptedPassword } from '@mocks/handlers/withdrawals-test-client';
import { balanceOf, fill, formShown, LOTUS_ID, openWithdraw, resetAfterEachWithdrawTest, RIGHT_PASSWORD, submitButton, waitForPath } from './withdrawals-support';

resetAfterEachWithdrawTest();

const infoPath = (order: WithdrawOrder) => `/withdrawalInformation?orderData=${encodeURIComponent(JSON.stringify(order))}`;

describe('one order per intent', { timeout: 40_000 }, () => {
  it('after an answer lost on the way, the retry finds the order made instead of sending a second one', async () => {
    // The order is made, but its answer never reaches the app.
    server.use(
      http.post(
        `*${getCreateBankWithdrawOrderUrl()}`,
        async ({ request }) => {
          const auth = authenticate(request);
          if (auth.ok) await createWithdrawOrder(request, auth.member, 1);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { router } = await openWithdraw('/withdraw');
    const user = userEvent.setup();
    await formShown();
    const before = balanceOf();
    const orders = recordBodies(server, getCreateBankWithdrawOrderUrl());
    await fill(user, '350000', RIGHT_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByText(t('common:common.networkError'), undefined, SLOW)).toBeInTheDocument();
    await user.click(submitButton());
    await waitForPath(router, '/withdrawalInformation');
    expect(orders).toHaveLength(1);
    expect(db.withdrawOrders.findMany((q) => q.where({ memberId: LOTUS_ID, amount: 350_000 }))).toHaveLength(1);
    expect(balanceOf()).toBe(before - 350_000);
  });
});

describe('/withdrawalInformation', { timeout: 40_000 }, () => {
  it('confirms an EBPay payout once, and the order reads paid', async () => {
    signIn('lotus888');
    const created = await createEbpayWithdrawOrder({ channelId: 203, amount: 150_000, bankCardId: 3003, withdrawPwd: await encryptedPassword() });
    const order = created.data as WithdrawOrder;
    await advanceWithdrawOrder(order.orderNo);
    await openWithdraw(infoPath(order));
    const user = userEvent.setup();
    const confirms = recordBodies(server, getConfirmWithdrawOrderUrl());
    const button = await screen.findByRole('button', { name: t('withdrawals:info.confirm') }, SLOW);
    expect(screen.getByRole('heading', { name: t('withdrawals:status.4') })).toBeInTheDocument();
    await user.dblClick(button);
    expect(await screen.findByRole('heading', { name: t('withdrawals:status.2') }, SLOW)).toBeInTheDocument();
    expect(confirms).toEqual([{ orderNo: order.orderNo }]);
    expect(screen.queryByRole('button', { name: t('withdrawals:info.confirm') })).not.toBeInTheDocument();
    await expect(confirmWithdrawOrder({ orderNo: order.orderNo }, { noNeedResponseMsg: true })).rejects.toMatchObject({ code: 1007000012 });
  });

  it('after a confirmation whose answer was lost, a retry reads the order instead of confirming again', async () => {
    signIn('lotus888');
    const created = await createEbpayWithdrawOrder({ channelId: 203, amount: 120_000, bankCardId: 3003, withdrawPwd: await encryptedPassword() });
    const order = created.data as WithdrawOrder;
    await advanceWithdrawOrder(order.orderNo);
    server.use(
      http.post(
        `*${getConfirmWithdrawOrderUrl()}`,
        async () => {
          await confirmWithdrawReceipt(LOTUS_ID, order.orderNo);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await openWithdraw(infoPath(order));
    const user = userEvent.setup();
    const confirms = recordBodies(server, getConfirmWithdrawOrderUrl());
    await user.click(await screen.findByRole('button', { name: t('withdrawals:info.confirm') }, SLOW));
    expect(await screen.findByText(t('common:common.networkError'), undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('withdrawals:info.confirm') }));
    expect(await screen.findByRole('heading', { name: t('withdrawals:status.2') }, SLOW)).toBeInTheDocument();
    expect(confirms).toHaveLength(1);
  });

  it('reads the order again by its number: a returned order shows the reason and the balance is whole again', async () => {
    const { router } = await openWithdraw('/withdraw');
    const user = userEvent.setup();
    await formShown();
    const before = balanceOf();
    await fill(user, '300000', RIGHT_PASSWORD);
    await user.click(submitButton());
    await waitForPath(router, '/withdrawalInformation');
    const orderNo = db.withdrawOrders.findMany((q) => q.where({ memberId: LOTUS_ID, orderStatus: 0 }))[0]?.orderNo ?? '';
    await advanceWithdrawOrder(orderNo, 'returned');
    const search = router.state.location.search;
    await router.navigate('/user-center');
    await router.navigate(`/withdrawalInformation${search}`);
    expect(await screen.findByRole('heading', { name: t('withdrawals:status.3') }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(t('withdrawals:info.reason'))).toBeInTheDocument();
    await waitFor(() => expect(balanceOf()).toBe(before));
  });

  it('follows an open order’s status on the named poll interval until it is paid out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { router } = await openWithdraw('/withdraw');
      const user = userEvent.setup();
      await formShown();
      await fill(user, '250000', RIGHT_PASSWORD);
      await user.click(submitButton());
      await waitForPath(router, '/withdrawalInformation');
      expect(await screen.findByRole('heading', { name: t('withdrawals:status.0') }, SLOW)).toBeInTheDocument();
      const orderNo = db.withdrawOrders.findMany((q) => q.where({ memberId: LOTUS_ID, orderStatus: 0 }))[0]?.orderNo ?? '';
      await advanceWithdrawOrder(orderNo);
      const polls = countRequests(server, getGetWithdrawOrderStatusUrl(orderNo));
      vi.advanceTimersByTime(WITHDRAW_STATUS_POLL_MS - 1);
      expect(polls()).toBe(0);
      vi.advanceTimersByTime(1);
      expect(await screen.findByRole('heading', { name: t('withdrawals:status.2') }, SLOW)).toBeInTheDocument();
      expect(polls()).toBe(1);
      vi.advanceTimersByTime(WITHDRAW_STATUS_POLL_MS * 3);
      expect(polls()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without order data, says there is nothing to show and leads to /withdraw', async () => {
    await openWithdraw('/withdrawalInformation');
    expect(await screen.findByText(t('withdrawals:info.noOrder'), undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('withdrawals:info.toWithdraw') })).toHaveAttribute('href', '/withdraw');
  });
});
