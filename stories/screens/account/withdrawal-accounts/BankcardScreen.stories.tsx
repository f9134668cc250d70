import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { BankcardScreen } from '@/features/account/withdrawal-accounts/screens/BankcardScreen';
import { getGetBankCardListUrl } from '@/shared/api/generated/main/bankcard/bankcard';
import { getGetCryptoAddressListUrl } from '@/shared/api/generated/main/crypto/crypto';
import { downFor, neverAnswering } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { asGuest, screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { cardsOf, cryptoOf } from '../member-data-story';
import { expectToast } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/WithdrawalAccounts/BankcardScreen',
  component: BankcardScreen,
  ...screenAt('/bankcard', 'lotus888'),
});

const section = async (canvas: Canvas, title: string) => within(await canvas.findByRole('region', { name: title }));
const cardsTitle = () => text('withdrawal-accounts:list.cards');
const cryptoTitle = () => text('withdrawal-accounts:list.crypto', { currency: 'USDT' });

/** lotus888: two bank cards (default first), one EBPay wallet and two USDT addresses; numbers show 4 digits only. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    const cards = await section(canvas, cardsTitle());
    const items = cards.getAllByRole('article');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByRole('heading', { name: 'Vietcombank' })).toBeVisible();
    await expect(within(items[0]!).getByText(text('account:shared.default'))).toBeVisible();
    await expect(within(items[0]!).getByText('**** **** **** 5678')).toBeVisible();
    await expect(within(items[1]!).getByText('**** **** **** 5671')).toBeVisible();
    const ebpay = await section(canvas, text('withdrawal-accounts:list.ebpay'));
    await expect(ebpay.getByRole('heading', { name: 'EBPay' })).toBeVisible();
    const crypto = await section(canvas, cryptoTitle());
    await expect(crypto.getByText('TXk8rQ****hJ1kLm')).toBeVisible();
    await expect(crypto.getByRole('heading', { name: 'USDT · ERC20' })).toBeVisible();
    for (const full of ['9704366812345678', '19036812345671', '0912345678']) {
      await expect(document.body.textContent).not.toContain(full);
    }
    await expect(cards.getByRole('link', { name: text('withdrawal-accounts:list.addCard') })).toHaveAttribute('href', '/addBankcard');
    await expect(ebpay.getByRole('link', { name: text('withdrawal-accounts:list.addEbpay') })).toHaveAttribute('href', '/addEbPay');
    await expect(crypto.getByRole('link', { name: text('withdrawal-accounts:list.addCrypto') })).toHaveAttribute('href', '/addVirtual');
  },
});

/** A member with no account of any kind: each list says so and keeps its add entry. */
export const Empty = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('withdrawal-accounts:list.noCards'))).toBeVisible();
    await expect(canvas.getByText(text('withdrawal-accounts:list.noEbpay'))).toBeVisible();
    await expect(await canvas.findByText(text('withdrawal-accounts:list.noCrypto'))).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: text('withdrawal-accounts:list.addCard') })).toBeVisible();
  },
});

/** Nothing has answered yet: placeholders with a spoken loading label. */
export const Loading = meta.story({
  parameters: neverAnswering(getGetBankCardListUrl(), getGetCryptoAddressListUrl({ currency: 'USDT' })),
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2));
    await expect(canvas.getAllByText(text('common:common.loading'))).toHaveLength(2);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
});

/** The card list cannot be read: a retry, which shows the cards once the server answers again. */
export const LoadError = meta.story({
  parameters: downFor(getGetBankCardListUrl()),
  play: async ({ canvas, userEvent, msw }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('common:common.loadFailed'));
    // The crypto list loads on its own.
    await expect(await canvas.findByText('TXk8rQ****hJ1kLm')).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: text('common:common.retry') }));
    const cards = await section(canvas, cardsTitle());
    await expect(await cards.findByText('**** **** **** 5671')).toBeVisible();
    await expect(canvas.queryByText(text('common:common.loadFailed'))).not.toBeInTheDocument();
  },
});

/** A guest is offered the login, which brings them back here. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('account:shared.login.message'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('account:shared.login.action') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/login?redirect=/bankcard');
  },
});

const toasts = storyToasts();

/** Deleting asks first; confirmed, the card leaves the list and the backend. */
export const DeleteCard = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    const label = text('withdrawal-accounts:card.itemLabel', { bank: 'Techcombank', tail: '5671' });
    await userEvent.click(await canvas.findByRole('button', { name: text('account:shared.delete.action', { account: label }) }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: text('withdrawal-accounts:list.deleteTitle') }));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText(text('account:shared.delete.message', { account: label }))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: text('account:shared.delete.confirm') }));
    await expectToast(toasts.recorder, { message: text('account:shared.delete.done'), type: 'success' });
    await waitFor(() => expect(canvas.queryByText('**** **** **** 5671')).not.toBeInTheDocument());
    // The dialog closes once the delete has settled (it may still be leaving when the list updates).
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect((await cardsOf('lotus888')).map((card) => card.id)).not.toContain(3002);
  },
});

/** Cancelling the question keeps the address. */
export const DeleteCancelled = meta.story({
  play: async ({ canvas, userEvent }) => {
    const label = text('withdrawal-accounts:crypto.itemLabel', { protocol: 'ERC20', tail: '1a2b3c' });
    await userEvent.click(await canvas.findByRole('button', { name: text('account:shared.delete.action', { account: label }) }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('common:common.cancel') }));
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByText('0x8f3a****1a2b3c')).toBeVisible();
    await expect(await cryptoOf('lotus888')).toHaveLength(2);
  },
});
