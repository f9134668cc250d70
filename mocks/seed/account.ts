// Seed data of the account slice: announcements, feedback threads with replies, withdraw passwords.
import { db } from '../db';
import { accountRuntime } from '../db/account-collections';
import { serverTime, toBase64 } from '../handlers/account-shared';
import { ANNOUNCEMENTS } from './account-content';

const HOUR = 3_600_000;

/** The withdraw password of every seeded member whose profile says hasWithdrawPwd (see mocks/README.md). */
export const SEED_WITHDRAW_PASSWORD = '135790';

const memberId = (userName: string): number | undefined => db.members.findFirst((q) => q.where({ userName }))?.id;

async function seedAnnouncements(now: number): Promise<void> {
  for (const { body, fromHours, toHours, ...rest } of ANNOUNCEMENTS) {
    await db.announcements.create({
      ...rest,
      content: toBase64(body),
      startTime: serverTime(now + fromHours * HOUR),
      endTime: serverTime(now + toHours * HOUR),
      createTime: serverTime(now + (fromHours - 2) * HOUR),
    });
  }
}

async function seedAdvices(now: number): Promise<void> {
  const lotus = memberId('lotus888');
  if (lotus === undefined) return;
  const at = (hoursAgo: number) => serverTime(now - hoursAgo * HOUR);
  await db.advices.create({
    id: 7001,
    memberId: lotus,
    adviceType: 2,
    content: 'Trang nạp tiền tải rất chậm vào buổi tối, mong được khắc phục.',
    images: ['https://cdn.lotus.example/upload/fb/20261122/a1b2c3.jpg'],
    status: 1,
    createTime: at(20),
    replies: [{ id: 1, content: 'Cảm ơn góp ý của bạn. Chúng tôi đã nâng cấp máy chủ thanh toán.', replyTime: at(8) }],
    hasUnreadReply: true,
  });
  await db.advices.create({
    id: 6990,
    memberId: lotus,
    adviceType: 1,
    content: 'Mong có thêm trò chơi bắn cá mới.',
    images: [],
    status: 0,
    createTime: at(110),
    replies: [],
    hasUnreadReply: false,
  });
  await db.advices.create({
    id: 6985,
    memberId: lotus,
    adviceType: 3,
    content: 'Lệnh rút tiền của tôi chờ hơn 30 phút, vui lòng kiểm tra giúp.',
    images: [],
    status: 1,
    createTime: at(200),
    replies: [
      { id: 2, content: 'Lệnh rút của bạn đang được ngân hàng xử lý.', replyTime: at(199) },
      { id: 3, content: 'Lệnh rút đã hoàn tất, bạn vui lòng kiểm tra tài khoản.', replyTime: at(197) },
    ],
    hasUnreadReply: false,
  });
}

export async function seedAccount(now: number, seed: number): Promise<void> {
  accountRuntime.seed = seed;
  await seedAnnouncements(now);
  await seedAdvices(now);
  for (const member of db.members.all()) {
    if (!member.hasWithdrawPwd) continue;
    await db.withdrawPasswords.create({ memberId: member.id, password: SEED_WITHDRAW_PASSWORD, setAt: now });
  }
}
