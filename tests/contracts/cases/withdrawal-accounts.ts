// Main API contract cases of the withdrawal accounts: banks, bank cards (and EBPay accounts), crypto addresses
// (withdrawal-accounts-crypto.ts), then the calls (and request shapes) of the withdrawal account screens that the
// first cases do not already cover.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { sendSms } from '@/shared/api/generated/main/auth/auth';
import {
  bindBankCard,
  bindBankCardWithPhone,
  checkBankCardMobile,
  deleteBankCard,
  getBankCardList,
  getC2cBanks,
  getSupportedBanks,
} from '@/shared/api/generated/main/bankcard/bankcard';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, LOCKEDDP, LOTUS } from './account-case';
import { cryptoAddressCases } from './withdrawal-accounts-crypto';

const EMPTY = { code: 200, msg: 'success', data: null };
const bank = { id: M.integer(12), bankName: M.like('Vietcombank'), bankCode: M.like('VCB'), logo: M.like('https://static.lotus.example/bank/vcb.png'), sort: M.integer(1) };
const NEW_CARD = { cardType: 1, bankId: 18, cardNo: '9704229912345678', realName: 'Nguyen Van An', countryCode: 'VN' } as const;
const CARD_FOR_LOCKEDDP = { ...NEW_CARD, realName: 'Khoa Nap' } as const;
const WITH_PHONE = { mobile: '912345678', mobileArea: '84', smsCode: '123456' };
const WALLET = { cardType: 2, bankId: 0, cardNo: '0912340002', realName: 'Khoa Nap' } as const;

const bankCardCases: ContractCase[] = [
  accountCase({
    name: 'supported banks list the banks a card may be bound from',
    state: STATE.loggedIn,
    description: 'a request for the supported banks',
    method: 'GET',
    path: '/api/fund/bank/list-support',
    as: LOTUS,
    response: mainSuccess(M.eachLike(bank)),
    check: async () => expect((await getSupportedBanks()).data?.[0]).toMatchObject({ id: 12, bankCode: 'VCB' }),
  }),
  accountCase({
    name: 'C2C banks list the banks a C2C deposit may be paid from',
    state: STATE.loggedIn,
    description: 'a request for the C2C banks',
    method: 'GET',
    path: '/api/fund/bank/list/c2c',
    as: LOTUS,
    response: mainSuccess(M.eachLike(bank)),
    check: async () => expect((await getC2cBanks()).data?.[0]?.bankName).toBe('Vietcombank'),
  }),
  accountCase({
    name: 'bank card list gives the bound cards masked, default first',
    state: STATE.accountsBound,
    description: 'a request for the bank cards (cardType 1) of lotus888',
    method: 'GET',
    path: '/api/user/bankcard/list',
    query: { cardType: '1' },
    as: LOTUS,
    response: mainSuccess(
      M.eachLike({
        id: M.integer(3001),
        cardType: 1,
        bankId: M.integer(12),
        bankName: M.like('Vietcombank'),
        bankCode: M.like('VCB'),
        logo: M.like('https://static.lotus.example/bank/vcb.png'),
        cardNo: M.regex('^\\*{4} \\*{4} \\*{4} \\d{4}$', '**** **** **** 5678'),
        realName: M.like('Nguyen * An'),
        branch: M.like('Chi nhánh Hà Nội'),
        isDefault: M.boolean(true),
        createTime: M.regex(SERVER_TIME, '2026-11-20 09:15:00'),
      }),
    ),
    check: async () => expect((await getBankCardList({ cardType: 1 })).data?.[0]).toMatchObject({ id: 3001, cardNo: '**** **** **** 5678', isDefault: true }),
  }),
  accountCase({
    name: 'bank card check-mobile asks for the SMS check of a member with cards',
    state: STATE.accountsBound,
    description: 'a check whether lotus888 needs an SMS check to bind a bank card',
    method: 'GET',
    path: '/api/user/bankcard/check-mobile',
    query: { cardType: '1' },
    as: LOTUS,
    response: mainSuccess({ needVerify: true, hasMobile: true, mobile: M.like('912***5678'), mobileArea: M.like('84') }),
    check: async () => expect((await checkBankCardMobile({ cardType: 1 })).data).toMatchObject({ needVerify: true, hasMobile: true }),
  }),
  accountCase({
    name: 'bank card bind stores the first card without an SMS check',
    state: STATE.nothingBound,
    description: 'a binding of an MB Bank card to lockeddp01',
    method: 'POST',
    path: '/api/user/bankcard/n2/bind',
    body: CARD_FOR_LOCKEDDP,
    as: LOCKEDDP,
    response: mainSuccess(null),
    check: async () => expect(await bindBankCard(CARD_FOR_LOCKEDDP)).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'bank card bind of a card bound elsewhere fails with 1008000001',
    state: STATE.nothingBound,
    description: 'a binding to lockeddp01 of the card number lotus888 has bound',
    method: 'POST',
    path: '/api/user/bankcard/n2/bind',
    body: { ...CARD_FOR_LOCKEDDP, bankId: 12, cardNo: '9704366812345678' },
    as: LOCKEDDP,
    code: 1008000001,
    message: 'Thẻ ngân hàng đã được liên kết',
    call: () => bindBankCard({ ...CARD_FOR_LOCKEDDP, bankId: 12, cardNo: '9704366812345678' }),
  }),
  accountCase({
    name: 'bank card bind with phone stores the card after the SMS check',
    state: STATE.cardSmsSent,
    description: 'a binding of an MB Bank card to lotus888 with the SMS code 123456',
    method: 'POST',
    path: '/api/user/bankcard/n2/bindWithPhone',
    body: { ...NEW_CARD, ...WITH_PHONE },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await bindBankCardWithPhone({ ...NEW_CARD, ...WITH_PHONE })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'bank card bind with a wrong SMS code fails with 1008000002 and the server message',
    state: STATE.cardSmsSent,
    description: 'a binding of an MB Bank card to lotus888 with a wrong SMS code',
    method: 'POST',
    path: '/api/user/bankcard/n2/bindWithPhone',
    body: { ...NEW_CARD, ...WITH_PHONE, smsCode: '000000' },
    as: LOTUS,
    code: 1008000002,
    message: 'Mã xác minh không đúng',
    call: () => bindBankCardWithPhone({ ...NEW_CARD, ...WITH_PHONE, smsCode: '000000' }),
  }),
  accountCase({
    name: 'bank card delete removes a bound card',
    state: STATE.accountsBound,
    description: 'deleting bank card 3002 of lotus888',
    method: 'DELETE',
    path: '/api/user/bankcard/n2/delete',
    body: { id: 3002 },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await deleteBankCard({ id: 3002 })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'bank card delete of an unknown card fails with 1008000006',
    state: STATE.accountsBound,
    description: 'deleting bank card 9999, which lotus888 does not have',
    method: 'DELETE',
    path: '/api/user/bankcard/n2/delete',
    body: { id: 9999 },
    as: LOTUS,
    code: 1008000006,
    message: 'Không tìm thấy thẻ ngân hàng',
    call: () => deleteBankCard({ id: 9999 }),
  }),
];

/** Calls of the withdrawal account screens beyond the bank card and crypto address cases. */
const screenCases: ContractCase[] = [
  accountCase({
    name: 'supported banks carry the country that sets the minimum card length',
    state: STATE.accountsBound,
    description: 'a request for the supported banks with their countries',
    method: 'GET',
    path: '/api/fund/bank/list-support',
    as: LOTUS,
    response: mainSuccess(
      M.eachLike({ id: M.integer(12), bankName: M.like('Vietcombank'), bankCode: M.like('VCB'), sort: M.integer(1), countryCode: M.regex('^[A-Z]{2,3}$', 'VN') }),
    ),
    check: async () => expect((await getSupportedBanks()).data?.[0]?.countryCode).toBe('VN'),
  }),
  accountCase({
    name: 'bank card list without a kind gives the cards and EBPay wallets together',
    state: STATE.accountsBound,
    description: 'a request for every withdrawal account of lotus888',
    method: 'GET',
    path: '/api/user/bankcard/list',
    as: LOTUS,
    response: mainSuccess(
      M.eachLike(
        {
          id: M.integer(3001),
          cardType: M.integer(1),
          bankId: M.integer(12),
          bankName: M.like('Vietcombank'),
          cardNo: M.regex('^\\*{4} \\*{4} \\*{4} \\d{4}$', '**** **** **** 5678'),
          realName: M.like('Nguyen * An'),
          isDefault: M.boolean(true),
          createTime: M.regex(SERVER_TIME, '2026-11-20 09:15:00'),
        },
        3,
      ),
    ),
    check: async () => expect((await getBankCardList()).data?.map((card) => card.cardType)).toEqual([1, 1, 1]),
  }),
  accountCase({
    name: 'EBPay check-mobile asks a member with a wallet for the SMS check',
    state: STATE.accountsBound,
    description: 'a check whether lotus888 needs an SMS check to bind an EBPay wallet',
    method: 'GET',
    path: '/api/user/bankcard/check-mobile',
    query: { cardType: '2' },
    as: LOTUS,
    response: mainSuccess({ needVerify: true, hasMobile: true, mobile: M.like('912***5678'), mobileArea: M.like('84') }),
    check: async () => expect((await checkBankCardMobile({ cardType: 2 })).data).toMatchObject({ needVerify: true }),
  }),
  accountCase({
    name: 'EBPay bind stores a first wallet under the EBPay wallet (bank 0 sent)',
    state: STATE.nothingBound,
    description: 'a binding of an EBPay wallet to lockeddp01',
    method: 'POST',
    path: '/api/user/bankcard/n2/bind',
    body: WALLET,
    as: LOCKEDDP,
    response: mainSuccess(null),
    check: async () => expect(await bindBankCard(WALLET)).toEqual(EMPTY),
  }),
  accountCase({
    name: 'sendSms sends the binding code to the bound mobile',
    state: STATE.accountsBound,
    description: 'a request to send a withdrawal-account binding SMS code to 84 912345678',
    method: 'POST',
    path: '/api/user/verCode/sendSms',
    body: { actionType: 6, mobileArea: '84', mobile: '912345678' },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await sendSms({ actionType: 6, mobileArea: '84', mobile: '912345678' })).toEqual(EMPTY),
  }),
];

export const withdrawalAccountCases: ContractCase[] = [...bankCardCases, ...cryptoAddressCases, ...screenCases];
