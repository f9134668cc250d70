// Helpers of the withdrawal handler tests: an encrypted withdraw password and order calls as the app sends them.
import { JSEncrypt } from 'jsencrypt';
import { SEED_TOKENS } from '../seed';
import { SEED_WITHDRAW_PASSWORD } from '../seed/account';
import { call, type Json } from '../testing/client';

export const LOTUS = SEED_TOKENS.lotus888;

/** `digits` encrypted with the key getPublicKey answers, as the app sends it. */
export async function encryptedPassword(digits: string = SEED_WITHDRAW_PASSWORD, token: string = LOTUS): Promise<string> {
  const key = await call('GET', '/api/member/withdrawPwd/getPublicKey', { token });
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key.data as string);
  const ciphertext = encryptor.encrypt(digits);
  if (typeof ciphertext !== 'string') throw new Error('encryption failed');
  return ciphertext;
}

export const bankOrder = async (amount: number, options: { digits?: string; token?: string; bankCardId?: number } = {}): Promise<Json> =>
  call('POST', '/api/fund/withdraw/orderV2', {
    token: options.token ?? LOTUS,
    body: { channelId: 201, amount, bankCardId: options.bankCardId ?? 3001, withdrawPwd: await encryptedPassword(options.digits, options.token) },
  });

export const balanceOf = async (token: string = LOTUS): Promise<number> =>
  ((await call('POST', '/api/fund/wallet/member/local', { token })).data as Json).memberWallet.balance as number;

/** Seeds the mock, compiles the response checker and makes the member's RSA key pair before the first test (see WARM_UP_MS). */
export const warmUp = async (): Promise<void> => {
  await encryptedPassword();
};
