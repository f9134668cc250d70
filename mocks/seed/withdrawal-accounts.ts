// Seed data of the withdrawal accounts: the bank catalogue, the bound bank cards of lotus888 and lockedwd01,
// lotus888's EBPay account and its two USDT addresses.
import { db } from '../db';
import { maskCardNo, maskName, serverTime } from '../handlers/account-shared';

const HOUR = 3_600_000;

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

async function seedBoundAccounts(now: number): Promise<void> {
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

export async function seedWithdrawalAccounts(now: number): Promise<void> {
  await seedBanks();
  await seedBoundAccounts(now);
}
