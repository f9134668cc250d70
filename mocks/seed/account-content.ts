// Texts of the seeded announcements. Some carry HTML with scripts, event handlers and javascript: links on purpose:
// the backend passes what operators type, and the app must sanitise it before rendering.
export interface AnnouncementText {
  id: number;
  annType: 0 | 1;
  sortNum: number;
  title: string;
  body: string;
  minVipLevel: number;
  /** Display window in hours around the reference time (negative = past). */
  fromHours: number;
  toHours: number;
}

export const ANNOUNCEMENTS: AnnouncementText[] = [
  {
    id: 501,
    annType: 0,
    sortNum: 1,
    title: 'Thông báo bảo trì hệ thống',
    body: 'Hệ thống sẽ bảo trì từ 02:00 đến 04:00 ngày mai. Xin cảm ơn quý khách đã thông cảm.',
    minVipLevel: 0,
    fromHours: -48,
    toHours: 48,
  },
  {
    id: 505,
    annType: 0,
    sortNum: 5,
    title: 'Ra mắt cược xiên',
    body: '<p>Cược xiên tối đa <b>10</b> lựa chọn đã có mặt.</p><img src="x" onerror="alert(1)"><script>alert("xss")</script>',
    minVipLevel: 0,
    fromHours: -24,
    toHours: 24 * 14,
  },
  {
    id: 506,
    annType: 0,
    sortNum: 8,
    title: 'Ưu đãi riêng cho VIP 3',
    body: 'Thành viên VIP 3 trở lên được hoàn trả thêm 0,2%.',
    minVipLevel: 3,
    fromHours: -24,
    toHours: 24 * 7,
  },
  {
    id: 507,
    annType: 0,
    sortNum: 9,
    title: 'Khuyến mãi đã kết thúc',
    body: 'Chương trình này đã kết thúc.',
    minVipLevel: 0,
    fromHours: -24 * 30,
    toHours: -24,
  },
  {
    id: 502,
    annType: 1,
    sortNum: 20,
    title: 'Ưu đãi nạp tiền ngân hàng',
    body: 'Nạp tiền qua ngân hàng nội địa được cộng thêm 1% mỗi lần nạp.',
    minVipLevel: 0,
    fromHours: -24 * 20,
    toHours: 24 * 10,
  },
  {
    id: 503,
    annType: 1,
    sortNum: 30,
    title: 'Nạp USDT nhanh',
    body: '<p>Nạp USDT qua mạng TRC20 được xử lý trong 3 phút.</p><a href="javascript:alert(1)">Hướng dẫn</a>',
    minVipLevel: 0,
    fromHours: -24 * 5,
    toHours: 24 * 25,
  },
  {
    id: 504,
    annType: 1,
    sortNum: 10,
    title: 'Ví điện tử EBPay',
    body: 'Nạp tiền bằng EBPay không mất phí giao dịch.',
    minVipLevel: 0,
    fromHours: -24 * 3,
    toHours: 24 * 30,
  },
];
