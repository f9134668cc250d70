// Result codes of the withdrawal calls (openapi/main/schemas/withdraw.yaml) with the messages the backend sends.
import { resultCodes } from './main-envelope';

export const { codes: WithdrawCode, messages: withdrawMessages } = resultCodes({
  locked: [1007000001, 'Tài khoản đã bị khóa rút tiền'],
  wrongPassword: [1007000002, 'Mật khẩu rút tiền không đúng'],
  insufficientBalance: [1007000003, 'Số dư không đủ'],
  belowMinimum: [1007000004, 'Số tiền rút thấp hơn mức tối thiểu'],
  aboveMaximum: [1007000005, 'Số tiền rút vượt quá mức tối đa'],
  passwordNotSet: [1007000006, 'Vui lòng thiết lập mật khẩu rút tiền'],
  turnoverNotMet: [1007000007, 'Chưa đủ doanh thu cược'],
  dailyLimit: [1007000008, 'Đã hết số lần rút tiền trong ngày'],
  openOrder: [1007000009, 'Bạn có lệnh rút tiền đang xử lý'],
  accountNotFound: [1007000010, 'Tài khoản nhận tiền không tồn tại'],
  orderNotFound: [1007000011, 'Không tìm thấy lệnh rút tiền'],
  notAwaitingConfirmation: [1007000012, 'Lệnh rút tiền không ở trạng thái chờ xác nhận'],
  channelUnavailable: [1007000013, 'Kênh rút tiền đang bảo trì'],
  passwordTries: [1007000014, 'Nhập sai mật khẩu quá nhiều lần, vui lòng thử lại sau 30 phút'],
});

/** Wrong passwords in a row that lock withdrawals, and for how long. */
export const WITHDRAW_PASSWORD_TRIES = 5;
export const WITHDRAW_PASSWORD_LOCK_MS = 30 * 60_000;

const vnd = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** The message of a limit refusal, with the limit in the backend's number format (200.000). */
export const limitMessage = (code: number, limit: number): string => `${withdrawMessages[code]} ${vnd.format(limit)}`;
