import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { getBindBankCardUrl, getBindBankCardWithPhoneUrl } from '@/shared/api/generated/main/bankcard/bankcard';
import { getBindCryptoAddressUrl } from '@/shared/api/generated/main/crypto/crypto';
import { getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { openAs as open, setUpAccountFormSuite } from './account-support';
import { SLOW, t } from '../support/app';
import { recordBodies } from '../support/requests';

const PATHS = {
  sms: getSendSmsUrl(),
  bind: getBindBankCardUrl(),
  bindWithPhone: getBindBankCardWithPhoneUrl(),
  cryptoBind: getBindCryptoAddressUrl(),
};

type User = ReturnType<typeof userEvent.setup>;

async function pickBank(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${t('withdrawal-accounts:card.bank')}`) }, SLOW));
  const list = within(await screen.findByRole('listbox', { name: t('withdrawal-accounts:card.bankPicker') }));
  await user.click(list.getByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const cardsOfMember = (memberId: number) => db.bankCards.findMany((q) => q.where({ memberId }));

setUpAccountFormSuite();

describe('bank cards', { timeout: 40_000 }, () => {
  it('adds a card with the SMS code from /bankcard, sends it once, and the list shows it masked; then deletes it', async () => {
    const { router } = await open('/bankcard', 'lotus888');
    const user = userEvent.setup();
    const cards = within(await screen.findByRole('region', { name: t('withdrawal-accounts:list.cards') }, SLOW));
    expect(await cards.findAllByRole('article')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('9704366812345678');

    await user.click(cards.getByRole('link', { name: t('withdrawal-accounts:list.addCard') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addBankcard'), SLOW);
    await pickBank(user, 'ACB');
    const number = await screen.findByLabelText(t('withdrawal-accounts:card.number'));
    await user.type(number, '9704-1111-2222-3333');
    expect(number).toHaveValue('9704111122223333');

    const sms = recordBodies(server, PATHS.sms);
    await user.click(screen.getByRole('button', { name: t('withdrawal-accounts:sms.send') }));
    await waitFor(() => expect(sms).toEqual([{ actionType: 6, mobileArea: '84', mobile: '912345678' }]));
    await user.type(screen.getByLabelText(t('withdrawal-accounts:sms.code')), '123456');

    const binds = recordBodies(server, PATHS.bindWithPhone);
    await user.dblClick(screen.getByRole('button', { name: t('withdrawal-accounts:card.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankcard'), SLOW);
    expect(binds).toEqual([
      { cardType: 1, bankId: 21, cardNo: '9704111122223333', realName: 'Nguyen Van An', countryCode: 'VN', mobile: '912345678', mobileArea: '84', smsCode: '123456' },
    ]);
    const list = within(await screen.findByRole('region', { name: t('withdrawal-accounts:list.cards') }, SLOW));
    expect(await list.findByText('**** **** **** 3333', undefined, SLOW)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('9704111122223333');

    const label = t('withdrawal-accounts:card.itemLabel', { bank: 'ACB', tail: '3333' });
    await user.click(list.getByRole('button', { name: t('account:shared.delete.action', { account: label }) }));
    const dialog = within(await screen.findByRole('alertdialog', { name: t('withdrawal-accounts:list.deleteTitle') }));
    await user.click(dialog.getByRole('button', { name: t('account:shared.delete.confirm') }));
    await waitFor(() => expect(screen.queryByText('**** **** **** 3333')).not.toBeInTheDocument(), SLOW);
    expect(cardsOfMember(10001).map((card) => card.fullCardNo)).not.toContain('9704111122223333');
  });

  it('binds a first card without the SMS check, and refuses a short number for a bank in China', async () => {
    const { router } = await open('/addBankcard', 'lockeddp01');
    const user = userEvent.setup();
    await pickBank(user, 'ICBC');
    expect(screen.queryByLabelText(t('withdrawal-accounts:sms.code'))).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(t('withdrawal-accounts:card.holder')), '  Khoa Nap ');
    const number = screen.getByLabelText(t('withdrawal-accounts:card.number'));
    await user.type(number, '622202123456789');
    const binds = recordBodies(server, PATHS.bind);
    await user.click(screen.getByRole('button', { name: t('withdrawal-accounts:card.submit') }));
    expect(await screen.findByText(t('withdrawal-accounts:card.numberCnRule'))).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.type(number, '0');
    await user.click(screen.getByRole('button', { name: t('withdrawal-accounts:card.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankcard'), SLOW);
    expect(binds).toEqual([{ cardType: 1, bankId: 51, cardNo: '6222021234567890', realName: 'Khoa Nap', countryCode: 'CN' }]);
    expect(cardsOfMember(10002)).toMatchObject([{ bankName: 'ICBC', isDefault: true }]);
  });

  it('binds an EBPay wallet as cardType 2 and a USDT address, each listed on /bankcard', async () => {
    const { router } = await open('/addEbPay', 'lockeddp01');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t('withdrawal-accounts:card.holder'), undefined, SLOW), 'Khoa Nap');
    await user.type(screen.getByLabelText(t('withdrawal-accounts:ebpay.number')), '0912340002');
    const wallets = recordBodies(server, PATHS.bind);
    await user.click(screen.getByRole('button', { name: t('withdrawal-accounts:ebpay.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankcard'), SLOW);
    expect(wallets).toEqual([{ cardType: 2, bankId: 0, cardNo: '0912340002', realName: 'Khoa Nap' }]);
    const ebpay = within(await screen.findByRole('region', { name: t('withdrawal-accounts:list.ebpay') }, SLOW));
    expect(await ebpay.findByText('**** **** **** 0002')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: t('withdrawal-accounts:list.addCrypto') }));
    const address = await screen.findByLabelText(t('withdrawal-accounts:crypto.address'), undefined, SLOW);
    await user.click(screen.getByRole('radio', { name: 'ERC20' }));
    await user.type(address, 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    const crypto = recordBodies(server, PATHS.cryptoBind);
    await user.click(screen.getByRole('button', { name: t('withdrawal-accounts:crypto.submit') }));
    expect(await screen.findByText(t('withdrawal-accounts:crypto.addressRule'))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'TRC20' }));
    await user.click(screen.getByRole('button', { name: t('withdrawal-accounts:crypto.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankcard'), SLOW);
    expect(crypto).toEqual([{ currency: 'USDT', protocol: 'TRC20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' }]);
    const list = within(await screen.findByRole('region', { name: t('withdrawal-accounts:list.crypto', { currency: 'USDT' }) }, SLOW));
    expect(await list.findByText('TJRabP****jpRTv8')).toBeInTheDocument();
  });
});
