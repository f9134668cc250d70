// The designed result codes of the deposit calls (openapi/main/schemas/deposit.yaml) with the Vietnamese messages the
// backend sends. The amount messages name the channel's limit.
import { fail, resultCodes } from './main-envelope';

export const { codes: DepositCode, messages: depositMessages } = resultCodes({
  locked: [1006000001, 'Tài khoản đã bị khóa nạp tiền'],
  belowMinimum: [1006000002, 'Số tiền nạp thấp hơn mức tối thiểu'],
  aboveMaximum: [1006000003, 'Số tiền nạp vượt quá mức tối đa'],
  channelUnavailable: [1006000004, 'Kênh nạp tiền đang bảo trì'],
  openOrderExists: [1006000005, 'Bạn có đơn nạp tiền chưa hoàn tất'],
  orderNotFound: [1006000006, 'Không tìm thấy đơn nạp tiền'],
  notCancellable: [1006000007, 'Đơn nạp tiền đang được xử lý, không thể hủy'],
  imageRejected: [1006000008, 'Ảnh không hợp lệ hoặc vượt quá 5 MB'],
  orderClosed: [1006000009, 'Đơn nạp tiền đã đóng'],
  rateUnavailable: [1006000010, 'Không lấy được tỷ giá, vui lòng thử lại'],
  bankNotSupported: [1006000011, 'Ngân hàng không được kênh này hỗ trợ'],
});

const VND = new Intl.NumberFormat('vi-VN');

/** A deposit failure envelope; `limit` is appended to the amount messages ("… tối thiểu 100.000"). */
export function depositFail(code: number, limit?: number) {
  const message = depositMessages[code] ?? 'Lỗi hệ thống';
  return fail(code, limit === undefined ? message : `${message} ${VND.format(limit)}`);
}
