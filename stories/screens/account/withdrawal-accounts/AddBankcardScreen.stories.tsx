import preview from '../../../../.storybook/preview';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { accountMessage, AccountCode } from '@mocks/handlers/account-shared';
import { AddBankcardScreen } from '@/features/account/withdrawal-accounts/screens/AddBankcardScreen';
import { getBindBankCardUrl, getGetSupportedBanksUrl } from '@/shared/api/generated/main/bankcard/bankcard';
import { awaitLabelledField, namedButton } from '../../../support/finders';
import { downFor, neverAnswering, retryAfterFailure } from '../../../support/load-states';
import { neverAnswer } from '../../../support/mock-backend';
import type { Canvas, UserEvent } from '../../../support/play';
import { asGuest, screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { cardsOf } from '../member-data-story';
import { expectToast } from '../../../../tests/support/toasts';
import { signIn } from '../../../../tests/support/session';

const meta = preview.meta({
  title: 'Screens/Account/WithdrawalAccounts/AddBankcardScreen',
  component: AddBankcardScreen,
  ...screenAt('/addBankcard', 'lotus888'),
});

const bankButton = (canvas: Canvas) => canvas.findByRole('button', { name: new RegExp(`^${text('withdrawal-accounts:card.bank')}`) });
const numberField = awaitLabelledField('withdrawal-accounts:card.number');
const submit = namedButton('withdrawal-accounts:card.submit');

async function pickBank(canvas: Canvas, userEvent: UserEvent, name: string) {
  await userEvent.click(await bankButton(canvas));
  const list = within(await canvas.findByRole('listbox', { name: text('withdrawal-accounts:card.bankPicker') }));
  await userEvent.click(list.getByRole('option', { name }));
  await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The send button while it counts down, whatever second it shows. */
const countdownName = () => {
  const escaped = text('form:countdown.resendIn', { seconds: 999 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('999', '\\d+')}$`);
};

const toasts = storyToasts();

/** lotus888 already has cards: the holder is their real name (fixed) and the SMS check is asked. */
export const WithSmsCheck = meta.story({
  play: async ({ canvas }) => {
    await expect(await bankButton(canvas)).toHaveTextContent(text('withdrawal-accounts:card.bankPlaceholder'));
    const holder = canvas.getByLabelText(text('withdrawal-accounts:card.holder'));
    await expect(holder).toHaveValue('Nguyen Van An');
    await expect(holder).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(text('withdrawal-accounts:sms.code'))).toHaveAccessibleDescription(
      text('withdrawal-accounts:sms.sentTo', { phone: '+84 912***5678' }),
    );
    await expect(canvas.getByRole('button', { name: text('withdrawal-accounts:sms.send') })).toBeEnabled();
  },
});

/** Every rule says what is wrong next to its field, and nothing is sent. */
export const EmptySubmit = meta.story({
  play: async ({ canvas, userEvent }) => {
    await numberField(canvas);
    await userEvent.click(submit(canvas));
    await expect(await bankButton(canvas)).toHaveAccessibleDescription(text('withdrawal-accounts:card.bankRequired'));
    await expect(await numberField(canvas)).toHaveAccessibleDescription(`${text('withdrawal-accounts:card.numberHint', { min: 6 })} ${text('withdrawal-accounts:card.numberRequired')}`);
    await expect(canvas.getByLabelText(text('withdrawal-accounts:sms.code'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(text('withdrawal-accounts:sms.codeRequired'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:sms.code')), '12a3');
    await expect(canvas.getByLabelText(text('withdrawal-accounts:sms.code'))).toHaveValue('123');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:sms.codeRule'))).toBeVisible();
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

/** The smallest supported phone: the form and its messages fit the width. */
export const SmallPhone = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await numberField(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:card.numberRequired'))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** The number keeps digits only; 6-19 digits, 16 at least for a bank in China. */
export const CardNumberRules = meta.story({
  play: async ({ canvas, userEvent }) => {
    await pickBank(canvas, userEvent, 'Vietcombank');
    const number = await numberField(canvas);
    await userEvent.type(number, '12-34 5');
    await expect(number).toHaveValue('12345');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:card.numberRule'))).toBeVisible();
    await pickBank(canvas, userEvent, 'ICBC');
    await userEvent.type(number, '6789012');
    await expect(number).toHaveAccessibleDescription(text('withdrawal-accounts:card.numberHint', { min: 16 }));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:card.numberCnRule'))).toBeVisible();
    await expect(number).toHaveValue('123456789012');
  },
});

/** A member without a real name types the holder; an empty or one-letter name is refused. */
export const HolderRules = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas, userEvent }) => {
    const holder = await canvas.findByLabelText(text('withdrawal-accounts:card.holder'));
    await expect(holder).not.toHaveAttribute('readonly');
    await expect(canvas.queryByLabelText(text('withdrawal-accounts:sms.code'))).not.toBeInTheDocument();
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:card.holderRequired'))).toBeVisible();
    await userEvent.type(holder, 'K');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('withdrawal-accounts:card.holderLength'))).toBeVisible();
  },
});

/** A first card binds without the SMS check and the list shows it. */
export const FirstCard = meta.story({
  beforeEach: () => {
    signIn('lockeddp01');
    return toasts.start();
  },
  play: async ({ canvas, userEvent }) => {
    await pickBank(canvas, userEvent, 'MB Bank');
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:card.holder')), 'Khoa Nap');
    await userEvent.type(await numberField(canvas), '9704229912345678');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/bankcard$/);
    await expectToast(toasts.recorder, { message: text('withdrawal-accounts:card.bound'), type: 'success' });
    const [card] = await cardsOf('lockeddp01');
    await expect(card).toMatchObject({ bankName: 'MB Bank', fullCardNo: '9704229912345678', cardType: 1, isDefault: true });
  },
});

/** A further card: the code goes to the bound mobile, and the card is bound with it. */
export const BindWithSms = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    await pickBank(canvas, userEvent, 'ACB');
    await userEvent.type(await numberField(canvas), '9704 1111 2222 3333');
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:card.branch')), 'Chi nhánh Đà Nẵng');
    await userEvent.click(canvas.getByRole('button', { name: text('withdrawal-accounts:sms.send') }));
    await expect(await canvas.findByRole('button', { name: countdownName() })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:sms.code')), '123456');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/bankcard$/);
    const bound = (await cardsOf('lotus888')).find((card) => card.fullCardNo === '9704111122223333');
    await expect(bound).toMatchObject({ bankName: 'ACB', branch: 'Chi nhánh Đà Nẵng', isDefault: false });
  },
});

/** A wrong code: the server's message is toasted and everything typed stays. */
export const WrongSmsCode = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    await pickBank(canvas, userEvent, 'ACB');
    await userEvent.type(await numberField(canvas), '9704111122223333');
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:sms.code')), '000000');
    await userEvent.click(submit(canvas));
    await expectToast(toasts.recorder, { message: accountMessage(AccountCode.bindWrongSmsCode), type: 'error' });
    await waitFor(() => expect(canvas.getByRole('button', { name: text('withdrawal-accounts:card.submit') })).toBeEnabled());
    await expect(await numberField(canvas)).toHaveValue('9704111122223333');
    await expect(canvas.getByLabelText(text('withdrawal-accounts:sms.code'))).toHaveValue('000000');
    await expect(await bankButton(canvas)).toHaveTextContent('ACB');
  },
});

/** While the bind is under way the button is busy; a second tap sends nothing more. */
export const Submitting = meta.story({
  beforeEach: signedIn('lockeddp01'),
  play: async ({ canvas, userEvent, msw }) => {
    let calls = 0;
    msw.use(
      http.post(`*${getBindBankCardUrl()}`, () => {
        calls += 1;
      }),
      ...neverAnswer(getBindBankCardUrl()),
    );
    await pickBank(canvas, userEvent, 'MB Bank');
    await userEvent.type(canvas.getByLabelText(text('withdrawal-accounts:card.holder')), 'Khoa Nap');
    await userEvent.type(await numberField(canvas), '9704229912345678');
    const button = submit(canvas);
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent(text('account:shared.submitting'));
    await waitFor(() => expect(calls).toBe(1));
    // Give a second request time to arrive: none does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(calls).toBe(1);
  },
});

/** No bound mobile: binding starts with binding a phone, and the add button is off. */
export const NoMobile = meta.story({
  beforeEach: signedIn('nomobile01'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('withdrawal-accounts:sms.noMobile'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('withdrawal-accounts:sms.bindPhone') })).toHaveAttribute(
      'href',
      '/cellIphone?redirect=/addBankcard',
    );
    await expect(submit(canvas)).toBeDisabled();
  },
});

/** A C2C card picks from the C2C banks only. */
export const C2cBanks = meta.story({
  parameters: { route: { path: '/addBankcard', url: '/addBankcard?source=c2c' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await bankButton(canvas));
    const list = within(await canvas.findByRole('listbox', { name: text('withdrawal-accounts:card.bankPicker') }));
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vietcombank', 'Techcombank', 'MB Bank', 'ACB']);
  },
});

/** Still loading: a placeholder. */
export const Loading = meta.story({
  parameters: neverAnswering(getGetSupportedBanksUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('common:common.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
});

/** The banks cannot be read: a retry brings the form. */
export const LoadError = meta.story({
  parameters: downFor(getGetSupportedBanksUrl()),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) => expect(await bankButton(canvas)).toBeEnabled()),
});

/** A guest is offered the login. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: text('account:shared.login.action') })).toBeVisible();
  },
});
