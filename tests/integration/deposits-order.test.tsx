import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { advanceDepositOrder } from '@mocks/handlers/deposits-lifecycle';
import { openDepositOrderNo, PENDING_DEPOSIT_AMOUNT } from '@mocks/scenarios/deposits';
import { REJECT_REASON } from '@mocks/seed/deposits';
import { getCancelDepositOrderUrl, getUploadDepositReceiptUrl, getUploadFundImageUrl } from '@/shared/api/generated/main/deposit/deposit';
import { SLOW, t } from '../support/app';
import { countRequests, recordBodies } from '../support/requests';
import { balanceOf, LOTUS_ID, openDeposit, receiptPng, resetDepositSuite } from './deposits-support';

vi.setConfig({ testTimeout: 40_000 });
resetDepositSuite();

/** One status poll (ORDER_STATUS_POLL_MS) plus slack. */
const POLL = { timeout: 12_000 };
const orderNo = openDepositOrderNo(LOTUS_ID);
const phase = (key: string) => screen.findByRole('heading', { name: t(`deposits:phase.${key}`) }, POLL);

async function openPending() {
  useScenario('deposit-pending');
  const view = await openDeposit('/deposit');
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/rechargeInformation'), SLOW);
  await phase('awaitingPayment');
  return view;
}

describe('/rechargeInformation', () => {
  it('shows the payee with copy buttons and the time left; a receipt goes up once and the order ends credited, the balance refreshed', async () => {
    await openPending();
    // The picker's accept list is a hint the player can get around ("All files"): the screen checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    const details = within(await screen.findByRole('region', { name: t('deposits:info.detailsTitle') }, SLOW));
    expect(details.getByText('19035678901234')).toBeInTheDocument();
    expect(details.getByRole('button', { name: t('deposits:info.copy', { label: t('deposits:info.accountNo') }) })).toBeInTheDocument();
    expect(details.getByRole('button', { name: t('deposits:info.copy', { label: t('deposits:info.reference') }) })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: t('deposits:info.expiresLabel') })).toHaveTextContent(/2[0-9]:[0-5][0-9]/);

    // Checked before sending: nothing goes out for a wrong type or an oversize image.
    const images = countRequests(server, getUploadFundImageUrl());
    const file = screen.getByLabelText(t('deposits:receipt.file'));
    await user.upload(file, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(t('deposits:receipt.type'))).toBeInTheDocument();
    await user.upload(file, receiptPng(5 * 1024 * 1024 + 1));
    expect(await screen.findByText(t('deposits:receipt.size'))).toBeInTheDocument();
    expect(images()).toBe(0);

    const attaches = recordBodies(server, getUploadDepositReceiptUrl());
    await user.upload(file, receiptPng());
    await phase('receiptReceived');
    expect(images()).toBe(1);
    expect(attaches).toEqual([{ orderNo, receiptUrl: expect.stringMatching(/^https:\/\//) }]);

    const before = balanceOf();
    await advanceDepositOrder(orderNo);
    await phase('credited');
    expect(screen.getByText('507,500 VND has been added to your wallet.')).toBeInTheDocument();
    const after = before + PENDING_DEPOSIT_AMOUNT + 7_500;
    expect(balanceOf()).toBe(after);
    expect(await screen.findByText(`Your balance: ${after.toLocaleString('en-US', { maximumFractionDigits: 2 })} VND`, undefined, SLOW)).toBeInTheDocument();
  });

  it('cancels after a confirmation, sending the cancel once', async () => {
    await openPending();
    const user = userEvent.setup();
    const cancels = recordBodies(server, getCancelDepositOrderUrl());
    await user.click(screen.getByRole('button', { name: t('deposits:cancel.action') }));
    const dialog = within(await screen.findByRole('alertdialog', { name: t('deposits:cancel.title') }));
    await user.click(dialog.getByRole('button', { name: t('deposits:cancel.keep') }));
    expect(cancels).toEqual([]);
    await user.click(screen.getByRole('button', { name: t('deposits:cancel.action') }));
    await user.dblClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('deposits:cancel.confirm') }));
    await phase('cancelled');
    expect(cancels).toEqual([{ orderNo }]);
    expect(screen.getByRole('link', { name: t('deposits:outcome.again') })).toHaveAttribute('href', '/deposit');
  });

  it('a rejected order shows the reason and credits nothing', async () => {
    await openPending();
    const before = balanceOf();
    await advanceDepositOrder(orderNo, 'rejected');
    await phase('rejected');
    // The reason is the server's, in the language the app asks in.
    const outcome = screen.getByRole('region', { name: t('deposits:phase.rejected') });
    expect(Object.values(REJECT_REASON).map((reason) => `Reason: ${reason}`)).toContain(within(outcome).getByText(/^Reason: /).textContent);
    expect(balanceOf()).toBe(before);
  });
});
