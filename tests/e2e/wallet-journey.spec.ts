import { expect, test } from '@playwright/test';
import { signInTo } from './support/app';
import {
  completeDeposit,
  depositByBank,
  depositOrder,
  mainWalletBalance,
  openedDepositOrder,
  openInApp,
  recordRow,
  recordWire,
  WITHDRAW_ORDER_PATH,
  WITHDRAW_PASSWORD,
  withdrawForm,
} from './support/wallet';

// The wallet journey in real Chromium against the demo build: a member deposits by bank transfer, uploads the
// receipt and is credited (the balance rises by the amount and its gift); then withdraws to the bound bank card with
// the withdraw password (the balance falls by the amount held, the records list the withdrawal) — and no request
// ever carries the password's digits.

const DEPOSIT = 500_000;
/** Channel 101 adds a 1.5 % gift: 500 000 VND credits 507 500. */
const CREDITED = 507_500;
const WITHDRAWAL = 300_000;

test.describe('wallet journey', () => {
  test('a member deposits by bank transfer, is credited, withdraws to the bound card and finds it in the records', async ({ page }) => {
    // Seven screens on a busy 2-core runner, and one status poll to wait for after the order is ended.
    test.setTimeout(90_000);
    const wire = recordWire(page);
    await signInTo(page, '/transfer');
    const start = await mainWalletBalance(page);

    const orderNo = await test.step('a bank transfer of 500 000 VND opens the order screen awaiting payment', async () => {
      await depositByBank(page, DEPOSIT);
      const number = await openedDepositOrder(page);
      await expect(depositOrder(page).phase('Awaiting your payment')).toBeVisible();
      expect(number).toMatch(/^DP\d+$/);
      return number;
    });

    await test.step('the receipt is uploaded, the order succeeds and the balance rises by the amount credited', async () => {
      await completeDeposit(page, orderNo);
      await expect(page.getByText('507,500 VND has been added to your wallet.')).toBeVisible();
      expect(await mainWalletBalance(page)).toBe(start + CREDITED);
    });

    const withdrawNo = await test.step('a withdrawal of 300 000 VND to the bound card with the password is in review', async () => {
      await openInApp(page, '/withdraw');
      const form = withdrawForm(page);
      await expect(form.channel(/bank/i)).toBeChecked();
      await expect(form.destination(/5678/)).toBeChecked();
      await form.amount.fill(String(WITHDRAWAL));
      await form.password.fill(WITHDRAW_PASSWORD);
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === WITHDRAW_ORDER_PATH);
      await form.submit.click();
      const body = (await (await answer).json()) as { data?: { orderNo?: string } };
      await expect(page).toHaveURL((url) => url.pathname === '/withdrawalInformation');
      await expect(page.getByText('In review', { exact: true })).toBeVisible();
      return body.data?.orderNo ?? '';
    });

    await test.step('the balance fell by the amount held and the records list the withdrawal', async () => {
      expect(await mainWalletBalance(page)).toBe(start + CREDITED - WITHDRAWAL);
      await openInApp(page, '/transaction-record');
      const row = recordRow(page, withdrawNo);
      await expect(row).toBeVisible();
      await expect(row).toContainText('-300,000');
      // The deposit is listed with what it credited: the amount and its gift.
      await expect(recordRow(page, orderNo)).toContainText('+507,500');
    });

    await test.step('on the wire: the withdraw password left only RSA-encrypted, its digits in no request', async () => {
      const orders = wire.filter((request) => new URL(request.url()).pathname === WITHDRAW_ORDER_PATH);
      expect(orders).toHaveLength(1);
      const sent = orders[0]?.postDataJSON() as { withdrawPwd?: string };
      expect(sent.withdrawPwd).toMatch(/^[A-Za-z0-9+/]{170,}={0,2}$/);
      for (const request of wire) {
        expect(`${request.url()} ${request.postData() ?? ''}`, `${request.method()} ${request.url()}`).not.toContain(WITHDRAW_PASSWORD);
      }
    });
  });
});
