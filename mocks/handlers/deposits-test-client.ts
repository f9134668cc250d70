// Helpers of the deposit handler tests: deposit calls as the app sends them, and lotus888's balance.
import { SEED_TOKENS } from '../seed';
import { call, MOCK_ORIGIN, type Json } from '../testing/client';

export const LOTUS = SEED_TOKENS.lotus888;
export const LOCKED = SEED_TOKENS.lockeddp01;

export const bankDeposit = (amount: number, token: string = LOTUS, extra: Record<string, unknown> = {}): Promise<Json> =>
  call('POST', '/api/fund/deposit/order', { token, body: { channelId: 101, amount, bankId: 12, payerName: 'Nguyen Van An', ...extra } });

export const statusOf = async (orderNo: string, token: string = LOTUS): Promise<Json> =>
  (await call('GET', `/api/fund/deposit/get-order-status/${orderNo}`, { token })).data;

export const depositBalance = async (token: string = LOTUS): Promise<number> =>
  ((await call('POST', '/api/fund/wallet/member/local', { token })).data as Json).memberWallet.balance as number;

/** Uploads an image through file/fund/image/upload (multipart) as the app does. */
export async function uploadImage(file: Blob, token: string = LOTUS): Promise<Json> {
  const form = new FormData();
  form.append('file', file, 'receipt.png');
  const response = await fetch(`${MOCK_ORIGIN}/api/file/fund/image/upload`, { method: 'POST', headers: { authorization: token }, body: form });
  return (await response.json()) as Json;
}

export const pngOf = (bytes: number): Blob => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

/** The receipt upload in two calls: the image, then attaching its URL to the order. */
export async function attachReceipt(orderNo: string, token: string = LOTUS): Promise<Json> {
  const image = await uploadImage(pngOf(2048), token);
  return call('POST', '/api/fund/deposit/upload', { token, body: { orderNo, receiptUrl: image.data.url } });
}
