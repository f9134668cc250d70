// Seed data of the account slice: banks, letters (3 unread for lotus888, some carrying HTML to sanitise),
// announcements, feedback threads with replies, bound cards and crypto addresses, withdraw passwords.
import { db } from '../db';
import { accountRuntime } from '../db/account-collections';
import { maskCardNo, maskName, serverTime, toBase64 } from '../handlers/account-shared';
import { ANNOUNCEMENTS, LOTUS_LETTERS, WELCOME_LETTER } from './account-content';

const HOUR = 3_600_000;

/** The withdraw password of every seeded member whose profile says hasWithdrawPwd (see mocks/README.md). */
export const SEED_WITHDRAW_PASSWORD = '135790';

/** Banks: the supported list of Vietnam and China, the C2C list, and the EBPay wallet (accounts of cardType 2). */
export const EBPAY_BANK_ID = 90;
const BANKS = [
  { id: 12, bankName: 'Vietcombank', bankCode: 'VCB', countryCode: 'VN', c2c: true },
  { id: 15, bankName: 'Techcombank', bankCode: 'TCB', countryCode: 'VN', c2c: true },
  { id: 18, bankName: 'MB Bank', bankCode: 'MB', countryCode: 'VN', c2c: true },
  { id: 21, bankName: 'ACB', bankCode: 'ACB', countryCode: 'VN', c2c: true },
  { id: 24, bankName: 'BIDV', bankCode: 'BIDV', countryCode: 'VN', c2c: false },
  { id: 27, bankName: 'VietinBank', bankCode: 'VTB', countryCode: 'VN', c2c: false },
  { id: 30, bankName: 'Agribank', bankCode: 'AGR', countryCode: 'VN', c2c: false },
  { id: 33, bankName: 'Sacombank', bankCode: 'STB', countryCode: 'VN', c2c: false },
  { id: 51, bankName: 'ICBC', bankCode: 'ICBC', countryCode: 'CN', c2c: false },
  { id: 54, bankName: 'China Construction Bank', bankCode: 'CCB', countryCode: 'CN', c2c: false },
];

async function seedBanks(): Promise<void> {
  for (const [index, bank] of BANKS.entries()) {
    const logo = `https://static.lotus.example/bank/${bank.bankCode.toLowerCase()}.png`;
    await db.banks.create({ ...bank, logo, sort: index + 1, bindable: true });
  }
  await db.banks.create({
    id: EBPAY_BANK_ID,
    bankName: 'EBPay',
    bankCode: 'EBPAY',
    logo: 'https://static.lotus.example/bank/ebpay.png',
    sort: 99,
    countryCode: 'VN',
    c2c: false,
    bindable: false,
  });
}

const memberId = (userName: string): number | undefined => db.members.findFirst((q) => q.where({ userName }))?.id;

async function seedLetters(now: number): Promise<void> {
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

async function seedWithdrawAccounts(now: number): Promise<void> {
  const lotus = memberId('lotus888');
  const lockedWd = memberId('lockedwd01');
  const created = (hoursAgo: number) => serverTime(now - hoursAgo * HOUR);
  interface CardExtra {
    isDefault: boolean;
    hoursAgo: number;
    cardType?: 1 | 2;
  }
  const card = (id: number, owner: number, bankId: number, cardNo: string, holder: string, extra: CardExtra) => {
    const bank = db.banks.findFirst((q) => q.where({ id: bankId }), { strict: true });
    return db.bankCards.create({
      id,
      memberId: owner,
      cardType: extra.cardType ?? 1,
      bankId,
      bankName: bank.bankName,
      bankCode: bank.bankCode,
      ...(bank.logo === undefined ? {} : { logo: bank.logo }),
      cardNo: maskCardNo(cardNo),
      fullCardNo: cardNo,
      realName: maskName(holder),
      fullRealName: holder,
      branch: 'Chi nhánh Hà Nội',
      isDefault: extra.isDefault,
      createTime: created(extra.hoursAgo),
    });
  };
  if (lotus !== undefined) {
    await card(3001, lotus, 12, '9704366812345678', 'Nguyen Van An', { isDefault: true, hoursAgo: 72 });
    await card(3002, lotus, 15, '19036812345671', 'Nguyen Van An', { isDefault: false, hoursAgo: 48 });
    await card(3003, lotus, EBPAY_BANK_ID, '0912345678', 'Nguyen Van An', { isDefault: true, hoursAgo: 24, cardType: 2 });
    const usdt = { memberId: lotus, currency: 'USDT' } as const;
    const trc = 'TXk8rQpLm2vN4cZ7yW9aB3dE5fG6hJ1kLm';
    const erc = '0x8f3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';
    await db.cryptoAddresses.create({ ...usdt, id: 5001, protocol: 'TRC20', address: trc, alias: 'Ví chính', isDefault: true, createTime: created(60) });
    await db.cryptoAddresses.create({ ...usdt, id: 5002, protocol: 'ERC20', address: erc, alias: '', isDefault: false, createTime: created(40) });
  }
  if (lockedWd !== undefined) {
    await card(3004, lockedWd, 18, '9704229912340003', 'Tran Van Khoa', { isDefault: true, hoursAgo: 90 });
  }
}

export async function seedAccount(now: number, seed: number): Promise<void> {
  accountRuntime.seed = seed;
  await seedBanks();
  await seedLetters(now);
  await seedAnnouncements(now);
  await seedAdvices(now);
  await seedWithdrawAccounts(now);
  for (const member of db.members.all()) {
    if (!member.hasWithdrawPwd) continue;
    await db.withdrawPasswords.create({ memberId: member.id, password: SEED_WITHDRAW_PASSWORD, setAt: now });
  }
}
