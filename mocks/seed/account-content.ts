// Texts of the seeded announcements in Vietnamese, Chinese and English. A record stores the Vietnamese text and the
// announcement handlers answer the request's language (mocks/handlers/service-language.ts). Some carry HTML with
// scripts, event handlers and javascript: links on purpose: the backend passes what operators type, and the app
// must sanitise it before rendering.
import type { Texts } from '../handlers/text-language';

interface AnnouncementTexts {
  id: number;
  annType: 0 | 1;
  sortNum: number;
  title: Texts;
  body: Texts;
  minVipLevel: number;
  /** Display window in hours around the reference time (negative = past). */
  fromHours: number;
  toHours: number;
}

/** An announcement as it is stored: its texts in Vietnamese. */
export interface AnnouncementText extends Omit<AnnouncementTexts, 'title' | 'body'> {
  title: string;
  body: string;
}

const ANNOUNCEMENT_TEXTS: AnnouncementTexts[] = [
  {
    id: 501,
    annType: 0,
    sortNum: 1,
    title: { vi: 'Thông báo bảo trì hệ thống', zh: '系统维护公告', en: 'System maintenance notice' },
    body: {
      vi: 'Hệ thống sẽ bảo trì từ 02:00 đến 04:00 ngày mai. Xin cảm ơn quý khách đã thông cảm.',
      zh: '系统将于明天02:00至04:00进行维护，感谢您的理解。',
      en: 'The system will be under maintenance tomorrow from 02:00 to 04:00. Thank you for your understanding.',
    },
    minVipLevel: 0,
    fromHours: -48,
    toHours: 48,
  },
  {
    id: 505,
    annType: 0,
    sortNum: 5,
    title: { vi: 'Ra mắt cược xiên', zh: '串关投注上线', en: 'Parlays are here' },
    body: {
      vi: '<p>Cược xiên tối đa <b>10</b> lựa chọn đã có mặt.</p><img src="x" onerror="alert(1)"><script>alert("xss")</script>',
      zh: '<p>最多<b>10</b>个选项的串关投注现已上线。</p><img src="x" onerror="alert(1)"><script>alert("xss")</script>',
      en: '<p>Parlays of up to <b>10</b> selections are now available.</p><img src="x" onerror="alert(1)"><script>alert("xss")</script>',
    },
    minVipLevel: 0,
    fromHours: -24,
    toHours: 24 * 14,
  },
  {
    id: 506,
    annType: 0,
    sortNum: 8,
    title: { vi: 'Ưu đãi riêng cho VIP 3', zh: 'VIP 3专属优惠', en: 'An offer for VIP 3 and above' },
    body: {
      vi: 'Thành viên VIP 3 trở lên được hoàn trả thêm 0,2%.',
      zh: 'VIP 3及以上会员可额外获得0.2%返水。',
      en: 'Members at VIP 3 and above get an extra 0.2% rebate.',
    },
    minVipLevel: 3,
    fromHours: -24,
    toHours: 24 * 7,
  },
  {
    id: 507,
    annType: 0,
    sortNum: 9,
    title: { vi: 'Khuyến mãi đã kết thúc', zh: '活动已结束', en: 'Promotion ended' },
    body: { vi: 'Chương trình này đã kết thúc.', zh: '本活动已结束。', en: 'This promotion has ended.' },
    minVipLevel: 0,
    fromHours: -24 * 30,
    toHours: -24,
  },
  {
    id: 502,
    annType: 1,
    sortNum: 20,
    title: { vi: 'Ưu đãi nạp tiền ngân hàng', zh: '银行存款优惠', en: 'Bank deposit bonus' },
    body: {
      vi: 'Nạp tiền qua ngân hàng nội địa được cộng thêm 1% mỗi lần nạp.',
      zh: '通过本地银行存款，每笔额外赠送1%。',
      en: 'Every deposit through a local bank earns an extra 1%.',
    },
    minVipLevel: 0,
    fromHours: -24 * 20,
    toHours: 24 * 10,
  },
  {
    id: 503,
    annType: 1,
    sortNum: 30,
    title: { vi: 'Nạp USDT nhanh', zh: 'USDT极速存款', en: 'Fast USDT deposits' },
    body: {
      vi: '<p>Nạp USDT qua mạng TRC20 được xử lý trong 3 phút.</p><a href="javascript:alert(1)">Hướng dẫn</a>',
      zh: '<p>通过TRC20网络存入的USDT将在3分钟内处理完毕。</p><a href="javascript:alert(1)">使用指南</a>',
      en: '<p>USDT deposits over the TRC20 network are processed within 3 minutes.</p><a href="javascript:alert(1)">Guide</a>',
    },
    minVipLevel: 0,
    fromHours: -24 * 5,
    toHours: 24 * 25,
  },
  {
    id: 504,
    annType: 1,
    sortNum: 10,
    title: { vi: 'Ví điện tử EBPay', zh: 'EBPay电子钱包', en: 'EBPay e-wallet' },
    body: {
      vi: 'Nạp tiền bằng EBPay không mất phí giao dịch.',
      zh: '使用EBPay存款免收手续费。',
      en: 'Deposits with EBPay carry no transaction fee.',
    },
    minVipLevel: 0,
    fromHours: -24 * 3,
    toHours: 24 * 30,
  },
];

/** The seeded announcements as they are stored (Vietnamese). */
export const ANNOUNCEMENTS: AnnouncementText[] = ANNOUNCEMENT_TEXTS.map(({ title, body, ...rest }) => ({
  ...rest,
  title: title.vi,
  body: body.vi,
}));

/** Every announcement text in the three languages. */
export const ANNOUNCEMENT_TITLES: readonly Texts[] = ANNOUNCEMENT_TEXTS.map((announcement) => announcement.title);
export const ANNOUNCEMENT_BODIES: readonly Texts[] = ANNOUNCEMENT_TEXTS.map((announcement) => announcement.body);
