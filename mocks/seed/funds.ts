// Order history of lotus888: one credited deposit and one paid-out withdrawal, both closed, so /deposit and
// /withdraw open their forms. The deposit-open-order and withdraw-open-order scenarios add an open order.
import type { DepositOrder, WithdrawOrder } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/maintenance';
import { db } from '../db';

const DAY = 86_400_000;
export const FUNDS_SEED_MEMBER_ID = 10001;
export const SEED_CLOSED_DEPOSIT_NO = 'DP202611201000000101';
export const SEED_CLOSED_WITHDRAW_NO = 'WD202611211015000201';

export function closedDepositOrder(now: number): DepositOrder {
  return {
    orderNo: SEED_CLOSED_DEPOSIT_NO,
    channelId: 101,
    channelName: 'Chuyển khoản ngân hàng',
    payType: 1,
    status: 1,
    amount: 500_000,
    currency: 'VND',
    fee: 0,
    giftAmount: 7_500,
    actualAmount: 507_500,
    remark: 'LT0101',
    receiptUrl: null,
    payee: { bankName: 'Techcombank', bankCode: 'TCB', accountName: 'CONG TY TNHH LOTUS', accountNo: '19035678901234' },
    crypto: null,
    payUrl: null,
    createTime: formatServerTime(now - 3 * DAY),
    expireTime: formatServerTime(now - 3 * DAY + 30 * 60_000),
  };
}

export function closedWithdrawOrder(now: number): WithdrawOrder {
  return {
    orderNo: SEED_CLOSED_WITHDRAW_NO,
    channelId: 201,
    channelName: 'Rút về ngân hàng',
    withdrawType: 1,
    orderStatus: 2,
    amount: 300_000,
    currency: 'VND',
    fee: 0,
    actualAmount: 300_000,
    usdtAmount: null,
    exchangeRate: null,
    account: { name: 'Vietcombank', accountNo: '**** **** **** 5678', realName: 'Nguyen * An' },
    remark: '',
    createTime: formatServerTime(now - 2 * DAY),
    updateTime: formatServerTime(now - 2 * DAY + 20 * 60_000),
  };
}

export async function seedFunds(now: number): Promise<void> {
  await db.depositOrders.create({ ...closedDepositOrder(now), memberId: FUNDS_SEED_MEMBER_ID });
  await db.withdrawOrders.create({ ...closedWithdrawOrder(now), memberId: FUNDS_SEED_MEMBER_ID });
}
