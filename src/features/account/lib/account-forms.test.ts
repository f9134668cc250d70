import { describe, expect, it } from 'vitest';
import { messageKeysByField } from '@/shared/lib/validation-forms';
import {
  agentApplyForm,
  ACCOUNT_FORM_MESSAGES as M,
  bankCardForm,
  cardNumberMin,
  cryptoAddressForm,
  deliveryAddressForm,
  ebpayForm,
  smsCodeForm,
} from './account-forms';

const card = { bankId: 12, realName: 'Nguyen Van An', cardNo: '9704366812345678', branch: '' };
const errorsOf = (result: { error?: Parameters<typeof messageKeysByField>[0] }) => messageKeysByField(result.error);

describe('bank card form', () => {
  it('needs 16 digits for a bank in CN and the 6-digit floor elsewhere', () => {
    expect(cardNumberMin('CN')).toBe(16);
    expect(cardNumberMin('cn')).toBe(16);
    expect(cardNumberMin('VN')).toBe(6);
    expect(cardNumberMin(undefined)).toBe(6);
    expect(bankCardForm('VN').safeParse({ ...card, cardNo: '123456' }).success).toBe(true);
    expect(bankCardForm('CN').safeParse({ ...card, cardNo: '123456789012345' }).error?.issues[0]?.message).toBe(M.numberCnRule);
    expect(bankCardForm('CN').safeParse({ ...card, cardNo: '1234567890123456' }).success).toBe(true);
  });

  it.each([
    ['', M.numberRequired],
    ['12345', M.numberRule],
    ['12345678901234567890', M.numberRule],
    ['1234 5678', M.numberRule],
  ])('refuses the card number %j with %s', (cardNo, key) => {
    expect(errorsOf(bankCardForm('VN').safeParse({ ...card, cardNo }))).toEqual({ cardNo: key });
  });

  it('asks for the bank and the holder name (2-50 characters after trimming)', () => {
    expect(errorsOf(bankCardForm('VN').safeParse({ ...card, bankId: undefined, realName: '  ' }))).toEqual({
      bankId: M.bankRequired,
      realName: M.holderRequired,
    });
    expect(errorsOf(bankCardForm('VN').safeParse({ ...card, realName: ' A ' }))).toEqual({ realName: M.holderLength });
    expect(errorsOf(bankCardForm('VN').safeParse({ ...card, realName: 'x'.repeat(51) }))).toEqual({ realName: M.holderLength });
    expect(bankCardForm('VN').parse({ ...card, realName: '  Le Van Binh ' }).realName).toBe('Le Van Binh');
  });
});

describe('EBPay, SMS and crypto forms', () => {
  it('takes a wallet number of 6-19 digits', () => {
    expect(ebpayForm.safeParse({ realName: 'An Nguyen', cardNo: '0912345678' }).success).toBe(true);
    expect(errorsOf(ebpayForm.safeParse({ realName: 'An Nguyen', cardNo: '' }))).toEqual({ cardNo: M.walletRequired });
    expect(errorsOf(ebpayForm.safeParse({ realName: 'An Nguyen', cardNo: '0912' }))).toEqual({ cardNo: M.walletRule });
  });

  it('wants a 6-digit SMS code', () => {
    expect(errorsOf(smsCodeForm.safeParse({ smsCode: '' }))).toEqual({ smsCode: M.codeRequired });
    expect(errorsOf(smsCodeForm.safeParse({ smsCode: '12345' }))).toEqual({ smsCode: M.codeRule });
    expect(smsCodeForm.safeParse({ smsCode: '123456' }).success).toBe(true);
  });

  it('checks the address format of the picked network', () => {
    const trc = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
    const erc = '0x8f3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';
    expect(cryptoAddressForm('TRC20').safeParse({ address: ` ${trc} `, alias: '' }).data?.address).toBe(trc);
    expect(errorsOf(cryptoAddressForm('TRC20').safeParse({ address: erc, alias: '' }))).toEqual({ address: M.addressRule });
    expect(cryptoAddressForm('ERC20').safeParse({ address: erc, alias: 'Ví' }).success).toBe(true);
    expect(errorsOf(cryptoAddressForm('ERC20').safeParse({ address: '', alias: 'x'.repeat(21) }))).toEqual({
      address: M.addressRequired,
      alias: M.aliasLength,
    });
  });
});

describe('delivery address form', () => {
  const address = { receiverName: 'Tran Thi Mai', mobile: '987654321', provinceCode: '79', districtCode: '7901', detail: '45 Lê Lợi' };

  it('gives the four prompts of an empty form', () => {
    expect(errorsOf(deliveryAddressForm('VN').safeParse({ receiverName: ' ', mobile: '', provinceCode: '', districtCode: '', detail: ' ' }))).toEqual({
      receiverName: M.receiverRequired,
      mobile: M.phoneRequired,
      provinceCode: M.regionRequired,
      districtCode: M.regionRequired,
      detail: M.detailRequired,
    });
  });

  it('checks the phone by the picked country', () => {
    expect(deliveryAddressForm('VN').safeParse(address).success).toBe(true);
    expect(errorsOf(deliveryAddressForm('VN').safeParse({ ...address, mobile: '98765432100' }))).toEqual({ mobile: M.phoneRule });
    expect(errorsOf(deliveryAddressForm('CN').safeParse({ ...address, mobile: '23812345678' }))).toEqual({ mobile: M.phoneRule });
    expect(deliveryAddressForm('CN').safeParse({ ...address, mobile: '13812345678' }).success).toBe(true);
    expect(errorsOf(deliveryAddressForm('VN').safeParse({ ...address, mobile: '12345' }))).toEqual({ mobile: M.phoneRule });
  });
});

describe('agent application form', () => {
  it.each([
    ['a_abc', true],
    ['a_Lotus2026abcde', true],
    ['a_ab', false],
    ['a_abcdefghijklmnop', false],
    ['b_lotus', false],
    ['a_lotus_88', false],
  ])('agent account %s valid: %s', (agentAccount, valid) => {
    expect(agentApplyForm.safeParse({ agentAccount, contact: 'zalo', remark: '' }).success).toBe(valid);
  });

  it('needs a contact and keeps the remark short', () => {
    expect(errorsOf(agentApplyForm.safeParse({ agentAccount: '', contact: ' ', remark: 'x'.repeat(201) }))).toEqual({
      agentAccount: M.agentRequired,
      contact: M.contactRequired,
      remark: M.remarkLength,
    });
  });
});
