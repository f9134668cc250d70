// Texts of the transaction records in the three answer languages (the request's Language header: vi-VI, zh-CN,
// en-US; English for any other), and the status groups of the deposit and withdrawal orders.
import type { TransactionRecordKind, TransactionRecordStatus } from '@/shared/api/generated/main/model';
import type { Texts } from './text-language';


export const KIND_TITLES: Readonly<Record<TransactionRecordKind, Texts>> = {
  deposit: { vi: 'Nạp tiền', zh: '存款', en: 'Deposit' },
  depositGift: { vi: 'Thưởng nạp tiền', zh: '存款赠送', en: 'Deposit gift' },
  withdraw: { vi: 'Rút tiền', zh: '取款', en: 'Withdrawal' },
  withdrawReturn: { vi: 'Hoàn tiền rút', zh: '取款退回', en: 'Withdrawal returned' },
  bet: { vi: 'Đặt cược thể thao', zh: '体育投注', en: 'Sports bet' },
  betRefund: { vi: 'Hoàn tiền cược', zh: '投注退款', en: 'Bet refund' },
  betPayout: { vi: 'Trả thưởng cược', zh: '投注派彩', en: 'Bet payout' },
  cashOut: { vi: 'Rút sớm (cash out)', zh: '提前兑现', en: 'Cash out' },
  bonus: { vi: 'Tiền thưởng', zh: '红利', en: 'Bonus' },
  transferIn: { vi: 'Chuyển từ ví trò chơi', zh: '从游戏钱包转入', en: 'From a game wallet' },
  transferOut: { vi: 'Chuyển vào ví trò chơi', zh: '转入游戏钱包', en: 'To a game wallet' },
};

export const MOVED_TEXT: Texts = { vi: 'Hoàn tất', zh: '已完成', en: 'Completed' };
export const CREATED_TEXT: Texts = { vi: 'Đã tạo lệnh', zh: '已创建订单', en: 'Order created' };

/** Deposit order statuses (openapi DepositOrderStatusValue): the record status and the exact text. */
export const DEPOSIT_STATUS: Readonly<Record<number, { status: TransactionRecordStatus; text: Texts }>> = {
  0: { status: 'pending', text: { vi: 'Chờ thanh toán', zh: '待付款', en: 'Awaiting payment' } },
  1: { status: 'success', text: { vi: 'Đã cộng tiền', zh: '已到账', en: 'Credited' } },
  2: { status: 'pending', text: { vi: 'Đã nhận biên lai', zh: '已收到凭证', en: 'Receipt received' } },
  3: { status: 'failed', text: { vi: 'Thất bại', zh: '失败', en: 'Failed' } },
  4: { status: 'failed', text: { vi: 'Đã hủy', zh: '已取消', en: 'Cancelled' } },
  5: { status: 'failed', text: { vi: 'Hết hạn', zh: '已过期', en: 'Expired' } },
  6: { status: 'failed', text: { vi: 'Bị từ chối', zh: '已拒绝', en: 'Rejected' } },
  7: { status: 'pending', text: { vi: 'Đang duyệt', zh: '审核中', en: 'In review' } },
  8: { status: 'pending', text: { vi: 'Đang ghép lệnh', zh: '匹配中', en: 'Matching' } },
};

/** Withdrawal order statuses (openapi WithdrawOrderStatusValue). */
export const WITHDRAW_STATUS: Readonly<Record<number, { status: TransactionRecordStatus; text: Texts }>> = {
  0: { status: 'pending', text: { vi: 'Đang duyệt', zh: '审核中', en: 'In review' } },
  1: { status: 'pending', text: { vi: 'Đang chi trả', zh: '出款中', en: 'Paying out' } },
  2: { status: 'success', text: { vi: 'Đã chi trả', zh: '已出款', en: 'Paid out' } },
  3: { status: 'failed', text: { vi: 'Bị từ chối, đã hoàn tiền', zh: '已拒绝并退回', en: 'Refused and returned' } },
  4: { status: 'pending', text: { vi: 'Chờ xác nhận nhận tiền', zh: '待确认收款', en: 'Awaiting your confirmation' } },
};

export const RECORD_CODES = {
  badRange: { code: 1006000301, msg: { vi: 'Khoảng thời gian không hợp lệ', zh: '时间范围无效', en: 'Invalid date range' } },
  notFound: { code: 1006000302, msg: { vi: 'Không tìm thấy giao dịch', zh: '未找到该交易', en: 'Transaction not found' } },
} as const;

/** Longest date range the list accepts, in days (both ends included). */
export const MAX_RANGE_DAYS = 90;
