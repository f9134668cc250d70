// Builds the wallet's contract cases on the account case builder: calls of lotus888 by default, values the provider
// state hands over (order numbers, the receipt's address, encrypted withdraw passwords) written as provider-state
// expressions with an example, and the response shapes of deposit and withdrawal orders.
import { MatchersV3 as M } from '@pact-foundation/pact';
import type { ContractCase } from '../support/contract-case';
import { WALLET_PARAM } from '../support/wallet-states';
import { SERVER_TIME } from '../support/patterns';
import { accountCase, accountFailureCase, type AccountCaseSpec, type Caller, LOTUS } from './account-case';

/** Example order numbers (the provider state gives the real ones). */
export const EXAMPLE_DEPOSIT_NO = 'DP202611231000001234';
export const EXAMPLE_WITHDRAW_NO = 'WD202611231015004321';
export const EXAMPLE_RECEIPT_URL = 'https://files.lotus.example/fund/10001/receipt-1.png';

/** A value of the request the provider state fills in: `${param}`, with the example the consumer test sends. */
export const fromState = (param: string, example: string) => M.fromProviderState(`\${${param}}`, example);
export const stateOrderNo = (example: string) => fromState(WALLET_PARAM.orderNo, example);
/** A path ending in the state's order number. */
export const pathWithOrderNo = (prefix: string, example: string) => M.fromProviderState(`${prefix}/\${${WALLET_PARAM.orderNo}}`, `${prefix}/${example}`);

/**
 * The withdraw password as a request carries it: RSA ciphertext in base64 (at least 172 characters for a 1024-bit or
 * larger key), never the digits. The provider state hands the verifier one made with the provider's own key.
 */
export function encryptedPassword(param: string, example: string) {
  return { 'pact:matcher:type': 'regex', regex: '^[A-Za-z0-9+/]{170,}={0,2}$', 'pact:generator:type': 'ProviderState', expression: `\${${param}}`, value: example };
}

type Spec = Omit<AccountCaseSpec, 'as' | 'check'> & { as?: Caller };

/** A funds call that answers: `call` drives the generated client, `check` looks at what it returns. */
export function walletAnswers<R>(spec: Spec & { call: () => Promise<R>; check: (result: R) => void }): ContractCase {
  return accountCase({ ...spec, as: spec.as ?? LOTUS, check: async () => spec.check(await spec.call()) });
}

/** A funds call refused with a designed code (the client rejects with it and reports the failure). */
export function walletRefused(code: number, message: string, spec: Omit<Spec, 'response'> & { call: () => Promise<unknown> }): ContractCase {
  return accountFailureCase({ ...spec, as: spec.as ?? LOTUS, code, message });
}

const time = (example: string) => M.regex(SERVER_TIME, example);

/** A bank-transfer deposit order of 500 000 VND through channel 101 as the provider answers it. */
export function bankDepositOrder(status: number, change: Record<string, unknown> = {}) {
  return {
    orderNo: M.regex('^DP\\d+$', EXAMPLE_DEPOSIT_NO),
    channelId: 101,
    channelName: M.like('Chuyển khoản ngân hàng'),
    payType: 1,
    status,
    amount: 500_000,
    currency: 'VND',
    fee: M.number(0),
    giftAmount: M.number(7_500),
    actualAmount: M.number(507_500),
    remark: M.like('LT1234'),
    payee: { bankName: M.like('Techcombank'), accountName: M.like('CONG TY TNHH LOTUS'), accountNo: M.regex('^\\d{6,20}$', '19035678901234') },
    createTime: time('2026-11-23 10:00:00'),
    expireTime: time('2026-11-23 10:30:00'),
    ...change,
  };
}

/** A withdrawal order as the provider answers it. */
export function withdrawOrder(example: { channelId: number; withdrawType: number; orderStatus: number; amount: number; account: string }) {
  return {
    orderNo: M.regex('^WD\\d+$', EXAMPLE_WITHDRAW_NO),
    channelId: example.channelId,
    channelName: M.like('Rút về ngân hàng'),
    withdrawType: example.withdrawType,
    orderStatus: example.orderStatus,
    amount: example.amount,
    currency: 'VND',
    fee: M.number(0),
    actualAmount: M.number(example.amount),
    account: { name: M.like(example.account), accountNo: M.like('**** **** **** 5678') },
    createTime: time('2026-11-23 10:15:00'),
    updateTime: time('2026-11-23 10:15:00'),
  };
}
