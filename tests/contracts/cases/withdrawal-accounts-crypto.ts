// Main API contract cases of the crypto withdrawal addresses: list by currency, check-mobile, bind with or without
// the SMS check, delete.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  bindCryptoAddress,
  bindCryptoAddressWithPhone,
  checkCryptoMobile,
  deleteCryptoAddress,
  getCryptoAddressList,
} from '@/shared/api/generated/main/crypto/crypto';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, clientCall, LOCKEDDP, LOTUS } from './account-case';

const WITH_PHONE = { mobile: '912345678', mobileArea: '84', smsCode: '123456' };
const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

const bindCryptoAddressCall = clientCall('POST', '/api/user/cryptocy/n2/bind', bindCryptoAddress, { state: STATE.nothingBound, as: LOCKEDDP });
const deleteCryptoAddressCall = clientCall('DELETE', '/api/user/cryptocy/n2/delete', deleteCryptoAddress, { state: STATE.accountsBound, as: LOTUS });

export const cryptoAddressCases: ContractCase[] = [
  accountCase({
    name: 'crypto address list gives the addresses of a currency, default first',
    state: STATE.accountsBound,
    description: 'a request for the USDT addresses of lotus888',
    method: 'GET',
    path: '/api/user/cryptocy/list',
    query: { currency: 'USDT' },
    as: LOTUS,
    response: mainSuccess(
      M.eachLike({
        id: M.integer(5001),
        currency: 'USDT',
        protocol: M.regex('^(TRC20|ERC20)$', 'TRC20'),
        address: M.like('TXk8rQpLm2vN4cZ7yW9aB3dE5fG6hJ1kLm'),
        alias: M.like('Ví chính'),
        isDefault: M.boolean(true),
        createTime: M.regex(SERVER_TIME, '2026-11-21 14:02:00'),
      }),
    ),
    check: async () => expect((await getCryptoAddressList({ currency: 'USDT' })).data?.[0]).toMatchObject({ id: 5001, protocol: 'TRC20' }),
  }),
  accountCase({
    name: 'crypto check-mobile lets a member without addresses bind without an SMS check',
    state: STATE.nothingBound,
    description: 'a check whether lockeddp01 needs an SMS check to bind a USDT address',
    method: 'GET',
    path: '/api/user/cryptocy/check-mobile',
    query: { currency: 'USDT' },
    as: LOCKEDDP,
    response: mainSuccess({ needVerify: false, hasMobile: true, mobile: M.like('912***0002'), mobileArea: M.like('84') }),
    check: async () => expect((await checkCryptoMobile({ currency: 'USDT' })).data).toMatchObject({ needVerify: false, hasMobile: true }),
  }),
  bindCryptoAddressCall.answersEmpty({
    name: 'crypto bind stores a TRC20 address',
    description: 'a binding of a TRC20 USDT address to lockeddp01',
    body: { currency: 'USDT', protocol: 'TRC20', address: TRC, alias: 'Ví phụ' },
  }),
  bindCryptoAddressCall.failsWith(1008000009, 'Địa chỉ ví không hợp lệ với mạng đã chọn', {
    name: 'crypto bind of an address of another network fails with 1008000009',
    description: 'a binding to lockeddp01 of a TRC20 address declared as ERC20',
    body: { currency: 'USDT', protocol: 'ERC20', address: TRC },
  }),
  clientCall('POST', '/api/user/cryptocy/n2/bindWithPhone', bindCryptoAddressWithPhone, { state: STATE.cardSmsSent, as: LOTUS }).answersEmpty({
    name: 'crypto bind with phone stores the address after the SMS check',
    description: 'a binding of a TRC20 USDT address to lotus888 with the SMS code 123456',
    body: { currency: 'USDT', protocol: 'TRC20', address: TRC, ...WITH_PHONE },
  }),
  deleteCryptoAddressCall.answersEmpty({
    name: 'crypto delete removes a bound address',
    description: 'deleting USDT address 5002 of lotus888',
    body: { id: 5002 },
  }),
  deleteCryptoAddressCall.failsWith(1008000011, 'Không tìm thấy địa chỉ ví', {
    name: 'crypto delete of an unknown address fails with 1008000011',
    description: 'deleting USDT address 9999, which lotus888 does not have',
    body: { id: 9999 },
  }),
];
