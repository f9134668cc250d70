// The withdrawal channels of the mock backend (bank card, USDT address, EBPay), the large-withdrawal limit, and
// their texts in the request's language (the Language header: vi-VI, zh-CN or en-US; Vietnamese otherwise).
import type { TextLanguage, Texts } from '../handlers/text-language';
import type { LargeWithdrawLimit, WithdrawChannel, WithdrawChannelContent, WithdrawOrder } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { LOTUS888_ID } from './members';

export const BANK_CHANNEL_ID = 201;
export const USDT_CHANNEL_ID = 202;
export const EBPAY_CHANNEL_ID = 203;

/** VND per USDT at which USDT withdrawals are converted. */
export const WITHDRAW_USDT_RATE = 25_100;

interface ChannelDefinition {
  channel: Omit<WithdrawChannel, 'name'>;
  names: Texts;
  tips: Texts;
  feeFixed: number;
  dailyTimes: number;
  dailyMaxAmount: number;
  exchangeRate: number | null;
}

/** What sets one channel apart; every channel is in VND with no fixed fee, and its icon is named by `icon`. */
interface ChannelRow extends Pick<WithdrawChannel, 'id' | 'withdrawType' | 'minAmount' | 'maxAmount' | 'feeRate'>, Omit<ChannelDefinition, 'channel' | 'feeFixed'> {
  icon: string;
}

/** A channel's definition from its row; `index` is its place in the display order. */
function channelDefinition({ id, withdrawType, minAmount, maxAmount, feeRate, icon, names, tips, dailyTimes, dailyMaxAmount, exchangeRate }: ChannelRow, index: number): ChannelDefinition {
  const channel = { id, withdrawType, currency: 'VND', minAmount, maxAmount, feeRate, sort: index + 1, icon: `https://static.lotus.example/pay/${icon}.png` };
  return { channel, names, tips, feeFixed: 0, dailyTimes, dailyMaxAmount, exchangeRate };
}

const CHANNELS: readonly ChannelDefinition[] = ([
  { id: BANK_CHANNEL_ID, withdrawType: 1, minAmount: 200_000, maxAmount: 500_000_000, feeRate: 0, icon: 'bank', dailyTimes: 5, dailyMaxAmount: 1_000_000_000, exchangeRate: null,
    names: { vi: 'Rút về ngân hàng', zh: '提现到银行卡', en: 'To bank card' },
    tips: { vi: 'Tiền sẽ về tài khoản trong 5-30 phút.', zh: '款项将在 5-30 分钟内到账。', en: 'The money reaches your account within 5-30 minutes.' } },
  { id: USDT_CHANNEL_ID, withdrawType: 2, minAmount: 500_000, maxAmount: 1_000_000_000, feeRate: 1, icon: 'usdt', dailyTimes: 3, dailyMaxAmount: 1_000_000_000, exchangeRate: WITHDRAW_USDT_RATE,
    names: { vi: 'Rút USDT', zh: 'USDT 提现', en: 'USDT' },
    tips: { vi: 'Tỷ giá được chốt khi tạo lệnh.', zh: '汇率在创建订单时锁定。', en: 'The rate is fixed when the order is created.' } },
  { id: EBPAY_CHANNEL_ID, withdrawType: 3, minAmount: 100_000, maxAmount: 100_000_000, feeRate: 0, icon: 'ebpay', dailyTimes: 5, dailyMaxAmount: 300_000_000, exchangeRate: null,
    names: { vi: 'Ví EBPay', zh: 'EBPay 钱包', en: 'EBPay wallet' },
    tips: { vi: 'Vui lòng xác nhận đã nhận tiền sau khi ví EBPay báo có.', zh: 'EBPay 到账后请确认收款。', en: 'Confirm receipt once your EBPay wallet shows the money.' } },
] satisfies ChannelRow[]).map(channelDefinition);

/** Every channel in display order, named in `language`. */
export function withdrawChannels(language: TextLanguage): WithdrawChannel[] {
  return CHANNELS.map(({ channel, names }) => ({ ...channel, name: names[language] }));
}

/** What the entry form of one channel needs, before the member's own allowances are filled in. */
export function withdrawChannelDefinition(id: number) {
  return CHANNELS.find((definition) => definition.channel.id === id);
}

/** The channel's content for a member with `withdrawableAmount` and `dailyTimesUsed` orders today. */
export function withdrawChannelContent(
  definition: ChannelDefinition,
  language: TextLanguage,
  member: { withdrawableAmount: number; dailyTimesUsed: number },
): WithdrawChannelContent {
  const { id, withdrawType, currency, minAmount, maxAmount, feeRate } = definition.channel;
  return {
    id,
    name: definition.names[language],
    withdrawType,
    currency,
    minAmount,
    maxAmount,
    feeRate: feeRate ?? 0,
    feeFixed: definition.feeFixed,
    dailyTimes: definition.dailyTimes,
    dailyTimesUsed: member.dailyTimesUsed,
    dailyMaxAmount: definition.dailyMaxAmount,
    withdrawableAmount: member.withdrawableAmount,
    turnoverRemaining: 0,
    exchangeRate: definition.exchangeRate,
    tips: definition.tips[language],
  };
}

/** Orders at or above this amount go to manual review (longer: see withdrawals-lifecycle). */
export const LARGE_WITHDRAW_LIMIT: LargeWithdrawLimit = { limitAmount: 100_000_000, currency: 'VND', reviewHours: 24 };

/** The remark of a returned withdrawal in every answer language (stored in Vietnamese, like the other order texts). */
export const WITHDRAW_RETURN_REMARKS: Texts = {
  vi: 'Ngân hàng từ chối giao dịch, tiền đã được hoàn về ví.',
  zh: '银行拒绝了该交易，款项已退回钱包。',
  en: 'The bank refused the transfer; the money is back in your wallet.',
};
export const WITHDRAW_RETURN_REMARK = WITHDRAW_RETURN_REMARKS.vi;

// lotus888's order history: one paid-out withdrawal, closed, so /withdraw opens its form (the withdraw-open-order
// scenario adds an open one).
export const SEED_CLOSED_WITHDRAW_NO = 'WD202611211015000201';
const DAY_MS = 86_400_000;

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
    createTime: formatServerTime(now - 2 * DAY_MS),
    updateTime: formatServerTime(now - 2 * DAY_MS + 20 * 60_000),
  };
}

export async function seedWithdrawalOrders(now: number): Promise<void> {
  await db.withdrawOrders.create({ ...closedWithdrawOrder(now), memberId: LOTUS888_ID });
}
