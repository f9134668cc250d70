// Provider states of the wallet's deposits and withdrawals (in business language) and their set-up on the standalone
// mock server. contracts/README.md explains what each one means for a backend. Every set-up starts from a fresh seed
// and makes its orders through the provider's own API, so it hands the verifier the order numbers (and the uploaded
// receipt's address, the encrypted withdraw passwords) that the requests must carry.
import { TOKEN_PARAM } from './headers';
import { callMock, providerEncryptor, resetMock, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';
import { fixtureBlob, RECEIPT_IMAGE } from './uploads';

export const WALLET_STATE = {
  walletReady:
    'member lotus888 is logged in with 1 250 000 VND, withdraw password 135790, bank card 3001, EBPay account 3003, USDT address 5001 and no open deposit or withdrawal order',
  depositAwaitingPayment: 'member lotus888 is logged in and has a bank-transfer deposit order of 500 000 VND awaiting payment',
  receiptUploaded: 'member lotus888 is logged in, has a bank-transfer deposit order of 500 000 VND awaiting payment and has uploaded a picture of its receipt',
  receiptReceived: 'member lotus888 is logged in and the receipt of its bank-transfer deposit order of 500 000 VND was received',
  depositCredited: 'member lotus888 is logged in and its bank-transfer deposit of 500 000 VND was credited with a gift of 7 500 VND a moment ago',
  withdrawInReview: 'member lotus888 is logged in and its withdrawal of 300 000 VND to bank card 3001 is in review',
  withdrawAwaitingConfirmation: 'member lotus888 is logged in and its EBPay withdrawal of 200 000 VND was paid and awaits its confirmation of receipt',
} as const;

export type WalletStateName = (typeof WALLET_STATE)[keyof typeof WALLET_STATE];

/** Provider-state parameters the funds requests carry. */
export const WALLET_PARAM = {
  orderNo: 'orderNo',
  receiptUrl: 'receiptUrl',
  /** lotus888's withdraw password 135790, encrypted with the provider's key. */
  withdrawPwd: 'withdrawPwd',
  /** A wrong withdraw password (246810), encrypted with the provider's key. */
  wrongWithdrawPwd: 'wrongWithdrawPwd',
  /** The last 7 days of the provider's calendar (yyyy-MM-dd, server time UTC+8), for the record list. */
  startDate: 'startDate',
  endDate: 'endDate',
} as const;

export const LOTUS_WITHDRAW_PWD = '135790';
const WRONG_WITHDRAW_PWD = '246810';
const DAY_MS = 86_400_000;
/** A server-calendar day (UTC+8) `daysAgo` before today, yyyy-MM-dd. */
const serverDay = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The orders the states make: a bank transfer of 500 000 VND through channel 101, and the two withdrawals. */
export const DEPOSIT_ORDER = { channelId: 101, amount: 500_000, bankId: 12, payerName: 'Nguyen Van An' } as const;
export const BANK_WITHDRAWAL = { channelId: 201, amount: 300_000, bankCardId: 3001 } as const;
export const EBPAY_WITHDRAWAL = { channelId: 203, amount: 200_000, bankCardId: 3003 } as const;

interface Order {
  orderNo?: unknown;
}

export function walletProviderStates(baseUrl: string): Record<WalletStateName, StateHandler> {
  const token = SEEDED_TOKENS.lotus888;
  const api = (path: string, body: unknown) => setUpCall(baseUrl, path, { token, body });
  const orderNoOf = (answer: { data?: unknown }) => String((answer.data as Order | null)?.orderNo ?? '');
  const passwords = async () => {
    const encrypt = await providerEncryptor(baseUrl, token);
    return { [WALLET_PARAM.withdrawPwd]: encrypt(LOTUS_WITHDRAW_PWD), [WALLET_PARAM.wrongWithdrawPwd]: encrypt(WRONG_WITHDRAW_PWD) };
  };
  const openDeposit = async () => {
    await resetMock(baseUrl);
    return orderNoOf(await api('/api/fund/deposit/order', DEPOSIT_ORDER));
  };
  const uploadReceipt = async () => {
    const form = new FormData();
    form.append('file', fixtureBlob(RECEIPT_IMAGE), 'deposit-receipt.png');
    const response = await fetch(`${baseUrl}/api/file/fund/image/upload`, { method: 'POST', headers: { Authorization: token }, body: form });
    const answer = (await response.json()) as { code?: unknown; data?: { url?: unknown } | null };
    if (answer.code !== 200) throw new Error(`The receipt upload failed in a provider state: ${JSON.stringify(answer)}`);
    return String(answer.data?.url ?? '');
  };
  const advance = (orderNo: string, outcome: string) => callMock(baseUrl, '/__control/advanceOrder', { body: { orderNo, outcome } });
  const withdrawal = async (path: string, order: object, then?: (orderNo: string) => Promise<unknown>) => {
    await resetMock(baseUrl);
    const secrets = await passwords();
    const orderNo = orderNoOf(await api(path, { ...order, withdrawPwd: secrets[WALLET_PARAM.withdrawPwd] }));
    await then?.(orderNo);
    return { [TOKEN_PARAM]: token, [WALLET_PARAM.orderNo]: orderNo, ...secrets };
  };

  return {
    [WALLET_STATE.walletReady]: async () => {
      await resetMock(baseUrl);
      return { [TOKEN_PARAM]: token, ...(await passwords()) };
    },
    [WALLET_STATE.depositAwaitingPayment]: async () => ({ [TOKEN_PARAM]: token, [WALLET_PARAM.orderNo]: await openDeposit() }),
    [WALLET_STATE.receiptUploaded]: async () => {
      const orderNo = await openDeposit();
      return { [TOKEN_PARAM]: token, [WALLET_PARAM.orderNo]: orderNo, [WALLET_PARAM.receiptUrl]: await uploadReceipt() };
    },
    [WALLET_STATE.receiptReceived]: async () => {
      const orderNo = await openDeposit();
      await api('/api/fund/deposit/upload', { orderNo, receiptUrl: await uploadReceipt() });
      return { [TOKEN_PARAM]: token, [WALLET_PARAM.orderNo]: orderNo };
    },
    [WALLET_STATE.depositCredited]: async () => {
      const orderNo = await openDeposit();
      await advance(orderNo, 'success');
      return { [TOKEN_PARAM]: token, [WALLET_PARAM.orderNo]: orderNo, [WALLET_PARAM.startDate]: serverDay(6), [WALLET_PARAM.endDate]: serverDay(0) };
    },
    [WALLET_STATE.withdrawInReview]: () => withdrawal('/api/fund/withdraw/orderV2', BANK_WITHDRAWAL),
    [WALLET_STATE.withdrawAwaitingConfirmation]: () =>
      withdrawal('/api/fund/withdraw/ebpay/orderV2', EBPAY_WITHDRAWAL, (orderNo) => advance(orderNo, 'paid')),
  };
}
