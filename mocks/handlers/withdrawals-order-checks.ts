// The checks a new withdrawal order passes, in the backend's order: lock, channel, receiving account, amount,
// open order and daily count, then the withdraw password (decrypted with the getPublicKey pair). Each refusal is
// the code and message of openapi/main/paths/withdraw.yaml.
import type { UserInfo, WithdrawAccount, WithdrawType } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { withdrawChannelDefinition } from '../seed/withdrawals';
import { ledgerBalance } from './ledger';
import type { Message } from './main-envelope';
import { WITHDRAW_PASSWORD_LOCK_MS, WITHDRAW_PASSWORD_TRIES, WithdrawCode, limitMessage } from './withdrawals-codes';
import { withdrawPasswordMatches } from './withdraw-password';
import { isClosedWithdrawStatus } from './withdrawals-lifecycle';

export interface OrderInput {
  channelId: number;
  amount: number;
  /** bankCardId (bank card, EBPay) or cryptoAddressId (USDT). */
  accountId: number;
  withdrawPwd: string;
}

export type Refusal = { code: number; msg?: Message };
export type Checked = { ok: true; account: WithdrawAccount } | { ok: false; refusal: Refusal };

const refuse = (code: number, msg?: Message): Checked => ({ ok: false, refusal: msg === undefined ? { code } : { code, msg } });

/** Masks the middle of a crypto address: the first and last 6 characters stay. */
const maskAddress = (address: string): string => (address.length > 14 ? `${address.slice(0, 6)}...${address.slice(-6)}` : address);

function receivingAccount(memberId: number, withdrawType: WithdrawType, accountId: number): WithdrawAccount | null {
  if (withdrawType === 2) {
    const address = db.cryptoAddresses.findFirst((q) => q.where({ memberId, id: accountId }));
    return address ? { name: `${address.currency}-${address.protocol}`, accountNo: maskAddress(address.address) } : null;
  }
  const cardType = withdrawType === 3 ? 2 : 1;
  const card = db.bankCards.findFirst((q) => q.where({ memberId, id: accountId, cardType }));
  return card ? { name: card.bankName, accountNo: card.cardNo, realName: card.realName } : null;
}

/** Orders the member created today (server day), of one channel. */
export function ordersToday(memberId: number, channelId: number, now: number): number {
  const day = formatServerTime(now).slice(0, 10);
  return db.withdrawOrders.findMany((q) => q.where({ memberId, channelId })).filter((order) => order.createTime.startsWith(day)).length;
}

export const hasOpenWithdrawOrder = (memberId: number): boolean =>
  db.withdrawOrders.findMany((q) => q.where({ memberId })).some((order) => !isClosedWithdrawStatus(order.orderStatus));

/** Counts a wrong password; the last allowed one locks withdrawals for a while. */
async function countWrongPassword(memberId: number, now: number): Promise<Checked> {
  const current = db.withdrawPasswordFailures.findFirst((q) => q.where({ memberId }));
  const count = (current?.count ?? 0) + 1;
  const lockedUntil = count >= WITHDRAW_PASSWORD_TRIES ? now + WITHDRAW_PASSWORD_LOCK_MS : 0;
  if (current) {
    await db.withdrawPasswordFailures.update((q) => q.where({ memberId }), {
      data: (draft) => {
        draft.count = lockedUntil ? 0 : count;
        draft.lockedUntil = lockedUntil;
      },
    });
  } else {
    await db.withdrawPasswordFailures.create({ memberId, count, lockedUntil });
  }
  return refuse(lockedUntil ? WithdrawCode.passwordTries : WithdrawCode.wrongPassword);
}

async function checkPassword(memberId: number, ciphertext: string, now: number): Promise<Checked | null> {
  if (!db.withdrawPasswords.findFirst((q) => q.where({ memberId }))) return refuse(WithdrawCode.passwordNotSet);
  const failures = db.withdrawPasswordFailures.findFirst((q) => q.where({ memberId }));
  if (failures && failures.lockedUntil > now) return refuse(WithdrawCode.passwordTries);
  if (!(await withdrawPasswordMatches(memberId, ciphertext))) return countWrongPassword(memberId, now);
  if (failures) await db.withdrawPasswordFailures.delete((q) => q.where({ memberId }));
  return null;
}

/** Checks a new order of `member` through `withdrawType`'s call; on success, the receiving account to show. */
export async function checkWithdrawOrder(member: UserInfo, withdrawType: WithdrawType, input: OrderInput, now: number): Promise<Checked> {
  const memberId = member.id;
  if ((member.status ?? []).includes('3')) return refuse(WithdrawCode.locked);
  const definition = withdrawChannelDefinition(input.channelId);
  if (!definition || definition.channel.withdrawType !== withdrawType) return refuse(WithdrawCode.channelUnavailable);
  const account = receivingAccount(memberId, withdrawType, input.accountId);
  if (!account) return refuse(WithdrawCode.accountNotFound);
  const { minAmount, maxAmount } = definition.channel;
  if (!(input.amount >= minAmount)) return refuse(WithdrawCode.belowMinimum, limitMessage(WithdrawCode.belowMinimum, minAmount));
  if (input.amount > maxAmount) return refuse(WithdrawCode.aboveMaximum, limitMessage(WithdrawCode.aboveMaximum, maxAmount));
  if (input.amount > ledgerBalance(memberId)) return refuse(WithdrawCode.insufficientBalance);
  if (hasOpenWithdrawOrder(memberId)) return refuse(WithdrawCode.openOrder);
  if (ordersToday(memberId, input.channelId, now) >= definition.dailyTimes) return refuse(WithdrawCode.dailyLimit);
  const password = await checkPassword(memberId, input.withdrawPwd, now);
  return password ?? { ok: true, account };
}
