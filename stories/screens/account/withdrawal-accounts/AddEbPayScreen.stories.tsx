import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { AddEbPayScreen } from '@/features/account/withdrawal-accounts/screens/AddEbPayScreen';
import { getCheckBankCardMobileUrl } from '@/shared/api/generated/main/bankcard/bankcard';
import { awaitLabelledField, namedButton } from '../../../support/finders';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { cardsOf } from '../member-data-story';

const meta = preview.meta({
  title: 'Screens/Account/WithdrawalAccounts/AddEbPayScreen',
  component: AddEbPayScreen,
  ...screenAt('/addEbPay', 'lotus888'),
});

const numberField = awaitLabelledField('withdrawal-accounts:ebpay.number');
const submit = namedButton('withdrawal-accounts:ebpay.submit');

/** lotus888 already has an EBPay wallet: no bank to pick, the SMS check is asked. */
export const WithSmsCheck = meta.story({
  play: async ({ canvas }) => {
    await expect(await numberField(canvas)).toHaveValue('');
    await expect(canvas.getByText(text('withdrawal-accounts:ebpay.intro'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${text('withdrawal-accounts:card.bank')}`) })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(text('withdrawal-accounts:sms.code'))).toBeVisible();
  },
});

/** The wallet number: required, then 6-19 digits. */
export const NumberRules = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas, userEvent }) => {
    const number = await numberField(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:ebpay.numberRequired'))).toBeVisible();
    await expect(canvas.getByText(text('withdrawal-accounts:card.holderRequired'))).toBeVisible();
    await userEvent.type(number, '09a12');
    await expect(number).toHaveValue('0912');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:ebpay.numberRule'))).toBeVisible();
  },
});

/** A first wallet binds without the SMS check, filed as an EBPay account (cardType 2). */
export const FirstWallet = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(text('withdrawal-accounts:card.holder')), 'Khoa Nap');
    await userEvent.type(await numberField(canvas), '0912340002');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/bankcard$/);
    const [wallet] = await cardsOf('lockeddp01');
    await expect(wallet).toMatchObject({ cardType: 2, bankName: 'EBPay', fullCardNo: '0912340002' });
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getCheckBankCardMobileUrl()), play: showsLoading('common:common.loading') });

export const LoadError = meta.story({
  parameters: downFor(getCheckBankCardMobileUrl()),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) => expect(await numberField(canvas)).toBeEnabled()),
});
