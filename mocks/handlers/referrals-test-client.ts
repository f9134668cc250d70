// Helpers of the invite and VIP handler tests: a friend registered through a member's link, a deposit credited at
// once, and the member's balance.
import { SEED_TOKENS } from '../seed';
import { SEED_PASSWORD } from '../seed/members';
import { CAPTCHA, call, type Json } from '../testing/client';
import { advanceOrder } from './wallet-controls';

export const LOTUS = SEED_TOKENS.lotus888;

/** Registers `userName` with the codes a link carried; answers the new member's token. */
export async function registerThroughLink(userName: string, codes: { referCode?: string; inviteCode?: string } = {}): Promise<string> {
  const answer = await call('POST', '/api/user/auth/account-register', {
    body: { userName, password: SEED_PASSWORD, countryCode: 'VN', validate: CAPTCHA, ...codes },
  });
  if (answer.code !== 200) throw new Error(`registration failed: ${JSON.stringify(answer)}`);
  return answer.data.accessToken as string;
}

/** A bank-transfer deposit of `amount`, credited at once. */
export async function creditedDeposit(token: string, amount: number): Promise<string> {
  const order = await call('POST', '/api/fund/deposit/order', { token, body: { channelId: 101, amount, bankId: 12, payerName: 'Tran Thi Hoa' } });
  if (order.code !== 200) throw new Error(`deposit failed: ${JSON.stringify(order)}`);
  await advanceOrder(order.data.orderNo as string, 'success');
  return order.data.orderNo as string;
}

export const balanceOf = async (token: string): Promise<number> =>
  ((await call('POST', '/api/fund/wallet/member/local', { token })).data as Json).memberWallet.balance as number;

export const referralCodeOf = async (token: string): Promise<string> =>
  (await call('GET', '/api/member/invite/generateReferralCode', { token })).data.referralCode as string;
