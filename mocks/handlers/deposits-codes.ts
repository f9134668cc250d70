// The designed result codes of the deposit calls (openapi/main/schemas/deposit.yaml) with the messages the backend
// sends, in the request's language (Vietnamese by default). The amount messages name the channel's limit.
import { fail, failureText, resultCodes } from './main-envelope';
import { formatAmount, inEveryLanguage } from './text-language';

export const { codes: DepositCode, messages: depositMessages } = resultCodes({
  locked: [1006000001, { vi: 'Tài khoản đã bị khóa nạp tiền', zh: '账户已被锁定存款', en: 'Deposits are locked on this account' }],
  belowMinimum: [1006000002, { vi: 'Số tiền nạp thấp hơn mức tối thiểu', zh: '存款金额低于最低限额', en: 'The deposit is below the minimum of' }],
  aboveMaximum: [1006000003, { vi: 'Số tiền nạp vượt quá mức tối đa', zh: '存款金额超过最高限额', en: 'The deposit is above the maximum of' }],
  channelUnavailable: [1006000004, { vi: 'Kênh nạp tiền đang bảo trì', zh: '存款渠道维护中', en: 'This deposit channel is under maintenance' }],
  openOrderExists: [1006000005, { vi: 'Bạn có đơn nạp tiền chưa hoàn tất', zh: '您有未完成的存款订单', en: 'You have a deposit order that is not finished' }],
  orderNotFound: [1006000006, { vi: 'Không tìm thấy đơn nạp tiền', zh: '未找到存款订单', en: 'The deposit order was not found' }],
  notCancellable: [1006000007, { vi: 'Đơn nạp tiền đang được xử lý, không thể hủy', zh: '存款订单正在处理中，无法取消', en: 'The deposit order is being processed and cannot be cancelled' }],
  imageRejected: [1006000008, { vi: 'Ảnh không hợp lệ hoặc vượt quá 5 MB', zh: '图片无效或超过5 MB', en: 'The image is invalid or larger than 5 MB' }],
  orderClosed: [1006000009, { vi: 'Đơn nạp tiền đã đóng', zh: '存款订单已关闭', en: 'The deposit order is closed' }],
  rateUnavailable: [1006000010, { vi: 'Không lấy được tỷ giá, vui lòng thử lại', zh: '无法获取汇率，请重试', en: 'The exchange rate could not be fetched, please try again' }],
  bankNotSupported: [1006000011, { vi: 'Ngân hàng không được kênh này hỗ trợ', zh: '该渠道不支持此银行', en: 'This channel does not support the bank' }],
});

/** A deposit failure envelope; `limit` is appended to the amount messages ("… tối thiểu 100.000", "… minimum of 100,000"). */
export function depositFail(code: number, limit?: number) {
  const message = depositMessages[code];
  if (message === undefined || limit === undefined) return fail(code, message);
  return fail(code, inEveryLanguage((language) => `${failureText(message, language)} ${formatAmount(limit, language)}`));
}
