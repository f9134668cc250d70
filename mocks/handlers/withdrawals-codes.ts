// Result codes of the withdrawal calls (openapi/main/schemas/withdraw.yaml) with the messages the backend sends, in
// the request's language (Vietnamese by default).
import { failureText, resultCodes, type Message } from './main-envelope';
import { formatAmount, inEveryLanguage } from './text-language';

export const { codes: WithdrawCode, messages: withdrawMessages } = resultCodes({
  locked: [1007000001, { vi: 'Tài khoản đã bị khóa rút tiền', zh: '账户已被锁定取款', en: 'Withdrawals are locked on this account' }],
  wrongPassword: [1007000002, { vi: 'Mật khẩu rút tiền không đúng', zh: '取款密码错误', en: 'Wrong withdraw password' }],
  insufficientBalance: [1007000003, { vi: 'Số dư không đủ', zh: '余额不足', en: 'Insufficient balance' }],
  belowMinimum: [1007000004, { vi: 'Số tiền rút thấp hơn mức tối thiểu', zh: '取款金额低于最低限额', en: 'The withdrawal is below the minimum of' }],
  aboveMaximum: [1007000005, { vi: 'Số tiền rút vượt quá mức tối đa', zh: '取款金额超过最高限额', en: 'The withdrawal is above the maximum of' }],
  passwordNotSet: [1007000006, { vi: 'Vui lòng thiết lập mật khẩu rút tiền', zh: '请先设置取款密码', en: 'Please set a withdraw password' }],
  turnoverNotMet: [1007000007, { vi: 'Chưa đủ doanh thu cược', zh: '投注流水不足', en: 'The required betting turnover is not met yet' }],
  dailyLimit: [1007000008, { vi: 'Đã hết số lần rút tiền trong ngày', zh: '今日取款次数已用完', en: 'You have used all of today\'s withdrawals' }],
  openOrder: [1007000009, { vi: 'Bạn có lệnh rút tiền đang xử lý', zh: '您有正在处理的取款订单', en: 'You have a withdrawal being processed' }],
  accountNotFound: [1007000010, { vi: 'Tài khoản nhận tiền không tồn tại', zh: '收款账户不存在', en: 'The receiving account does not exist' }],
  orderNotFound: [1007000011, { vi: 'Không tìm thấy lệnh rút tiền', zh: '未找到取款订单', en: 'The withdrawal was not found' }],
  notAwaitingConfirmation: [1007000012, { vi: 'Lệnh rút tiền không ở trạng thái chờ xác nhận', zh: '该取款订单不在待确认状态', en: 'The withdrawal is not awaiting confirmation' }],
  channelUnavailable: [1007000013, { vi: 'Kênh rút tiền đang bảo trì', zh: '取款渠道维护中', en: 'This withdrawal channel is under maintenance' }],
  passwordTries: [1007000014, { vi: 'Nhập sai mật khẩu quá nhiều lần, vui lòng thử lại sau 30 phút', zh: '密码错误次数过多，请30分钟后再试', en: 'Too many wrong passwords, please try again in 30 minutes' }],
});

/** Wrong passwords in a row that lock withdrawals, and for how long. */
export const WITHDRAW_PASSWORD_TRIES = 5;
export const WITHDRAW_PASSWORD_LOCK_MS = 30 * 60_000;

/** The message of a limit refusal in every language, with the limit in the backend's number format (200.000, 200,000). */
export const limitMessage = (code: number, limit: number): Message =>
  inEveryLanguage((language) => `${failureText(withdrawMessages[code] ?? '', language)} ${formatAmount(limit, language)}`);
