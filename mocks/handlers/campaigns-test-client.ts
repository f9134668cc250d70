// Calls of the promotion handler tests (campaigns, lucky wheel, match rewards, rewards): JSON calls with the
// Language header the app sends, and a credited deposit for lotus888.
import { SEED_TOKENS } from '../seed';
import { MOCK_ORIGIN, type Json } from '../testing/client';
import { advanceDepositOrder } from './deposits-lifecycle';

export const LOTUS_TOKEN = SEED_TOKENS.lotus888;
export const LOTUS_ID = 10001;

export interface PromotionCallOptions {
  token?: string;
  body?: unknown;
  language?: 'vi-VI' | 'zh-CN' | 'en-US';
}

export async function promotionCall(method: 'GET' | 'POST', path: string, { token, body, language = 'en-US' }: PromotionCallOptions = {}): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json', Language: language };
  if (token !== undefined) headers.authorization = token;
  const response = await fetch(`${MOCK_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as Json;
}

export const balanceOf = async (token: string = LOTUS_TOKEN): Promise<number> =>
  (await promotionCall('POST', '/api/fund/wallet/member/local', { token })).data.memberWallet.balance as number;

/** A bank-transfer deposit of `amount` by the token's member, credited at once (with the channel's 1.5 % gift). */
export async function creditedDeposit(amount: number, token: string = LOTUS_TOKEN): Promise<string> {
  const order = await promotionCall('POST', '/api/fund/deposit/order', { token, body: { channelId: 101, amount, bankId: 12, payerName: 'Nguyen Van An' } });
  if (order.code !== 200) throw new Error(`deposit refused: ${JSON.stringify(order)}`);
  await advanceDepositOrder(order.data.orderNo, 'success');
  return order.data.orderNo as string;
}

/** Seeds the mock and compiles the response checker before the first test (slow on a busy machine). */
export const WARM_UP_MS = 60_000;
export const warmUp = async (): Promise<void> => {
  await promotionCall('GET', '/api/promotion/activity/list');
};
