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
import { clientCall, clientQueryCall, LOCKEDDP, LOTUS } from './account-case';
import { cryptoAddressCases } from './withdrawal-accounts-crypto';

const bank = { id: M.integer(12), bankName: M.like('Vietcombank'), bankCode: M.like('VCB'), logo: M.like('https://static.lotus.example/bank/vcb.png'), sort: M.integer(1) };
const NEW_CARD = { cardType: 1, bankId: 18, cardNo: '9704229912345678', realName: 'Nguyen Van An', countryCode: 'VN' } as const;
const CARD_FOR_LOCKEDDP = { ...NEW_CARD, realName: 'Khoa Nap' } as const;
const WITH_PHONE = { mobile: '912345678', mobileArea: '84', smsCode: '123456' };
const WALLET = { cardType: 2, bankId: 0, cardNo: '0912340002', realName: 'Khoa Nap' } as const;

const LOTUS_LOGGED_IN = { state: STATE.loggedIn, as: LOTUS };
const LOTUS_ACCOUNTS_BOUND = { state: STATE.accountsBound, as: LOTUS };
const getSupportedBanksCall = clientCall('GET', '/api/fund/bank/list-support', getSupportedBanks, LOTUS_LOGGED_IN);
const bindBankCardCall = clientCall('POST', '/api/user/bankcard/n2/bind', bindBankCard, { state: STATE.nothingBound, as: LOCKEDDP });
const bindBankCardWithPhoneCall = clientCall('POST', '/api/user/bankcard/n2/bindWithPhone', bindBankCardWithPhone, { state: STATE.cardSmsSent, as: LOTUS });
const checkMobileCall = clientQueryCall('/api/user/bankcard/check-mobile', checkBankCardMobile, LOTUS_ACCOUNTS_BOUND);
/** lotus888 has a bound mobile, so binding another account asks for an SMS check to it. */
const MOBILE_CHECK_NEEDED = mainSuccess({ needVerify: true, hasMobile: true, mobile: M.like('912***5678'), mobileArea: M.like('84') });
const deleteBankCardCall = clientCall('DELETE', '/api/user/bankcard/n2/delete', deleteBankCard, LOTUS_ACCOUNTS_BOUND);

const bankCardCases: ContractCase[] = [
  getSupportedBanksCall.answers({
    name: 'supported banks list the banks a card may be bound from',
    description: 'a request for the supported banks',
    response: mainSuccess(M.eachLike(bank)),
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 12, bankCode: 'VCB' }),
  }),
  clientCall('GET', '/api/fund/bank/list/c2c', getC2cBanks, LOTUS_LOGGED_IN).answers({
    name: 'C2C banks list the banks a C2C deposit may be paid from',
    description: 'a request for the C2C banks',
    response: mainSuccess(M.eachLike(bank)),
    check: (result) => expect(result.data?.[0]?.bankName).toBe('Vietcombank'),
  }),
  clientQueryCall('/api/user/bankcard/list', getBankCardList, LOTUS_ACCOUNTS_BOUND).answers({
    name: 'bank card list gives the bound cards masked, default first',
    description: 'a request for the bank cards (cardType 1) of lotus888',
    params: { cardType: 1 },
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
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 3001, cardNo: '**** **** **** 5678', isDefault: true }),
  }),
  checkMobileCall.answers({
    name: 'bank card check-mobile asks for the SMS check of a member with cards',
    description: 'a check whether lotus888 needs an SMS check to bind a bank card',
    params: { cardType: 1 },
    response: MOBILE_CHECK_NEEDED,
    check: (result) => expect(result.data).toMatchObject({ needVerify: true, hasMobile: true }),
  }),
  bindBankCardCall.answersEmpty({
    name: 'bank card bind stores the first card without an SMS check',
    description: 'a binding of an MB Bank card to lockeddp01',
    body: CARD_FOR_LOCKEDDP,
  }),
  bindBankCardCall.failsWith(1008000001, 'Thẻ ngân hàng đã được liên kết', {
    name: 'bank card bind of a card bound elsewhere fails with 1008000001',
    description: 'a binding to lockeddp01 of the card number lotus888 has bound',
    body: { ...CARD_FOR_LOCKEDDP, bankId: 12, cardNo: '9704366812345678' },
  }),
  bindBankCardWithPhoneCall.answersEmpty({
    name: 'bank card bind with phone stores the card after the SMS check',
    description: 'a binding of an MB Bank card to lotus888 with the SMS code 123456',
    body: { ...NEW_CARD, ...WITH_PHONE },
  }),
  bindBankCardWithPhoneCall.failsWith(1008000002, 'Mã xác minh không đúng', {
    name: 'bank card bind with a wrong SMS code fails with 1008000002 and the server message',
    description: 'a binding of an MB Bank card to lotus888 with a wrong SMS code',
    body: { ...NEW_CARD, ...WITH_PHONE, smsCode: '000000' },
  }),
  deleteBankCardCall.answersEmpty({
    name: 'bank card delete removes a bound card',
    description: 'deleting bank card 3002 of lotus888',
    body: { id: 3002 },
  }),
  deleteBankCardCall.failsWith(1008000006, 'Không tìm thấy thẻ ngân hàng', {
    name: 'bank card delete of an unknown card fails with 1008000006',
    description: 'deleting bank card 9999, which lotus888 does not have',
    body: { id: 9999 },
  }),
];

/** Calls of the withdrawal account screens beyond the bank card and crypto address cases. */
const screenCases: ContractCase[] = [
  getSupportedBanksCall.answers({
    name: 'supported banks carry the country that sets the minimum card length',
    state: STATE.accountsBound,
    description: 'a request for the supported banks with their countries',
    response: mainSuccess(
      M.eachLike({ id: M.integer(12), bankName: M.like('Vietcombank'), bankCode: M.like('VCB'), sort: M.integer(1), countryCode: M.regex('^[A-Z]{2,3}$', 'VN') }),
    ),
    check: (result) => expect(result.data?.[0]?.countryCode).toBe('VN'),
  }),
  clientCall('GET', '/api/user/bankcard/list', getBankCardList, LOTUS_ACCOUNTS_BOUND).answers({
    name: 'bank card list without a kind gives the cards and EBPay wallets together',
    description: 'a request for every withdrawal account of lotus888',
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
    check: (result) => expect(result.data?.map((card) => card.cardType)).toEqual([1, 1, 1]),
  }),
  checkMobileCall.answers({
    name: 'EBPay check-mobile asks a member with a wallet for the SMS check',
    description: 'a check whether lotus888 needs an SMS check to bind an EBPay wallet',
    params: { cardType: 2 },
    response: MOBILE_CHECK_NEEDED,
    check: (result) => expect(result.data).toMatchObject({ needVerify: true }),
  }),
  bindBankCardCall.answersEmpty({
    name: 'EBPay bind stores a first wallet under the EBPay wallet (bank 0 sent)',
    description: 'a binding of an EBPay wallet to lockeddp01',
    body: WALLET,
  }),
  clientCall('POST', '/api/user/verCode/sendSms', sendSms, LOTUS_ACCOUNTS_BOUND).answersEmpty({
    name: 'sendSms sends the binding code to the bound mobile',
    description: 'a request to send a withdrawal-account binding SMS code to 84 912345678',
    body: { actionType: 6, mobileArea: '84', mobile: '912345678' },
  }),
];

export const withdrawalAccountCases: ContractCase[] = [...bankCardCases, ...cryptoAddressCases, ...screenCases];
