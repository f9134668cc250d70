import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { AddVirtualScreen } from '@/features/account/withdrawal-accounts/screens/AddVirtualScreen';
import { getCheckCryptoMobileUrl } from '@/shared/api/generated/main/crypto/crypto';
import { awaitLabelledField, namedButton } from '../../../support/finders';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { cryptoOf } from '../member-data-story';

const meta = preview.meta({
  title: 'Screens/Account/WithdrawalAccounts/AddVirtualScreen',
  component: AddVirtualScreen,
  ...screenAt('/addVirtual', 'lotus888'),
});

const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const ERC = '0x1f2e3d4c5b6a79880716253443526170a9b8c7d6';
const addressField = awaitLabelledField('withdrawal-accounts:crypto.address');
const submit = namedButton('withdrawal-accounts:crypto.submit');

/** TRC20 is picked first; lotus888 has addresses, so the SMS check is asked. */
export const WithSmsCheck = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'TRC20' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'ERC20' })).not.toBeChecked();
    await expect(await addressField(canvas)).toHaveAccessibleDescription(text('withdrawal-accounts:crypto.addressHintTRC20'));
    await expect(canvas.getByLabelText(text('withdrawal-accounts:sms.code'))).toBeVisible();
  },
});

/** The address must be one of the picked network; an empty one is asked for. */
export const AddressRules = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas, userEvent }) => {
    const address = await addressField(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:crypto.addressRequired'))).toBeVisible();
    await userEvent.type(address, ERC);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:crypto.addressRule'))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'ERC20' }));
    await expect(address).toHaveAccessibleDescription(text('withdrawal-accounts:crypto.addressHintERC20'));
    await expect(address).toHaveValue(ERC);
  },
});

/** A first address binds without the SMS check and the list shows it. */
export const FirstAddress = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await addressField(canvas), TRC);
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:crypto.alias')), 'Ví phụ');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/bankcard$/);
    const [bound] = await cryptoOf('lockeddp01');
    await expect(bound).toMatchObject({ currency: 'USDT', protocol: 'TRC20', address: TRC, alias: 'Ví phụ', isDefault: true });
  },
});

/** A further address needs the code of the bound mobile. */
export const BindWithSms = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'ERC20' }));
    await userEvent.type(await addressField(canvas), ERC);
    await userEvent.click(canvas.getByRole('button', { name: text('withdrawal-accounts:sms.send') }));
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:sms.code')), '123456');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/bankcard$/);
    await expect((await cryptoOf('lotus888')).map((entry) => entry.address)).toContain(ERC);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getCheckCryptoMobileUrl()), play: showsLoading('common:common.loading') });

export const LoadError = meta.story({
  parameters: downFor(getCheckCryptoMobileUrl()),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) => expect(await addressField(canvas)).toBeEnabled()),
});
