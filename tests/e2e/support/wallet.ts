import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { moneyValue } from './betting';

/** lotus888's seeded withdraw password (mocks/seed/account.ts): typed into the form, never sent as is. */
export const WITHDRAW_PASSWORD = '135790';
/** A 1x1 PNG standing for the photo of a transfer receipt (the pact suite's fixture). */
export const RECEIPT_PNG = fileURLToPath(new URL('../../contracts/fixtures/deposit-receipt.png', import.meta.url));
export const WITHDRAW_ORDER_PATH = '/api/fund/withdraw/orderV2';

/**
 * Opens a screen inside the running app, as a link would (no page load: the app, its session and the mock's data
 * stay as they are, and the guard runs for the new address).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * /transfer's main wallet balance as a number, once the balance call the screen makes on opening has answered (the
 * cached figure is shown meanwhile, with the region marked busy).
 */
export async function mainWalletBalance(page: Page): Promise<number> {
  if (new URL(page.url()).pathname !== '/transfer') await openInApp(page, '/transfer');
  const region = page.getByRole('region', { name: 'Main wallet' });
  const amount = region.locator('strong');
  await expect(amount).toBeVisible();
  await expect(region).toHaveAttribute('aria-busy', 'false');
  return moneyValue(await amount.textContent());
}

/** /deposit, in English. */
export function depositForm(page: Page) {
  return {
    channel: (name: string) => page.getByRole('button', { name, exact: true }),
    bank: (name: string) => page.getByRole('radiogroup', { name: 'Bank you pay from' }).getByRole('radio', { name }),
    amount: page.getByRole('textbox', { name: 'Amount (VND)' }),
    submit: page.getByRole('button', { name: 'Deposit now', exact: true }),
  };
}

/** /rechargeInformation, in English. */
export function depositOrder(page: Page) {
  return {
    phase: (name: string) => page.getByRole('heading', { name, exact: true }),
    receipt: page.getByLabel('Receipt image', { exact: true }),
  };
}

/** On /deposit: a bank transfer of `amount` VND from Vietcombank, submitted (what follows is the caller's to check). */
export async function submitBankTransfer(page: Page, amount: number): Promise<void> {
  const form = depositForm(page);
  await form.channel('Bank transfer (recommended)').click();
  await form.bank('Vietcombank').check();
  await form.amount.fill(String(amount));
  await form.submit.click();
}

/** Opens /deposit inside the app and submits a bank transfer of `amount` VND. */
export async function depositByBank(page: Page, amount: number): Promise<void> {
  await openInApp(page, '/deposit');
  await submitBankTransfer(page, amount);
}

/** Waits for the deposit order screen a submitted deposit opens and returns its order number ('' if it has none). */
export async function openedDepositOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL((url) => url.pathname === '/rechargeInformation');
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

/** On /rechargeInformation: uploads the receipt, has the mock end the order in success and waits until it says so. */
export async function completeDeposit(page: Page, orderNo: string): Promise<void> {
  const screen = depositOrder(page);
  await screen.receipt.setInputFiles(RECEIPT_PNG);
  await expect(screen.phase('Receipt received')).toBeVisible();
  expect(await advanceOrder(page, orderNo)).toBe(1);
  await expect(screen.phase('Deposit successful')).toBeVisible({ timeout: 20_000 });
}

/** /withdraw's form, in English. */
export function withdrawForm(page: Page) {
  const form = page.getByRole('form', { name: 'Withdrawal' });
  return {
    form,
    channel: (name: string | RegExp) => page.getByRole('radiogroup', { name: 'Withdraw to' }).getByRole('radio', { name }),
    destination: (name: string | RegExp) => form.getByRole('radiogroup', { name: 'Receiving account' }).getByRole('radio', { name }),
    amount: form.getByRole('textbox', { name: 'Amount' }),
    password: form.getByLabel('Withdraw password'),
    submit: form.getByRole('button', { name: 'Withdraw', exact: true }),
  };
}

/** The row of a record on /transaction-record, found by its order number. */
export function recordRow(page: Page, orderNo: string): Locator {
  return page.getByRole('link').filter({ hasText: orderNo });
}

/** Everything the page sends: each request's address and body, to check that no secret leaves the browser. */
export function recordWire(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  return sent;
}

/** Ends a deposit (success) or withdrawal (paid) order now through the demo mock's control. */
export async function advanceOrder(page: Page, orderNo: string): Promise<number> {
  return page.evaluate(async (no) => {
    const mock = (window as unknown as { __lotusMock: { funds: { advanceOrder(orderNo: string): Promise<{ status: number }> } } }).__lotusMock;
    return (await mock.funds.advanceOrder(no)).status;
  }, orderNo);
}
