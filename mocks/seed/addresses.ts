// Seed data of the delivery addresses: the delivery regions and two addresses of lotus888.
import { db } from '../db';
import { serverTime } from '../handlers/account-shared';

const HOUR = 3_600_000;

/** Provinces (code, name) with their districts, in display order. */
export const ADDRESS_REGIONS = [
  { code: '01', name: 'Hà Nội', districts: ['Ba Đình', 'Hoàn Kiếm', 'Cầu Giấy', 'Đống Đa', 'Tây Hồ'] },
  { code: '79', name: 'TP Hồ Chí Minh', districts: ['Quận 1', 'Quận 3', 'Quận 7', 'Bình Thạnh', 'Thủ Đức'] },
  { code: '48', name: 'Đà Nẵng', districts: ['Hải Châu', 'Sơn Trà', 'Ngũ Hành Sơn'] },
  { code: '31', name: 'Hải Phòng', districts: ['Hồng Bàng', 'Lê Chân', 'Ngô Quyền'] },
  { code: '92', name: 'Cần Thơ', districts: ['Ninh Kiều', 'Cái Răng', 'Bình Thủy'] },
] as const;

const memberId = (userName: string): number | undefined => db.members.findFirst((q) => q.where({ userName }))?.id;

async function seedRegions(): Promise<void> {
  for (const [index, province] of ADDRESS_REGIONS.entries()) {
    const districts = province.districts.map((name, at) => ({ code: `${province.code}${String(at + 1).padStart(2, '0')}`, name }));
    await db.addressRegions.create({ code: province.code, name: province.name, districts, sort: index + 1 });
  }
}

async function seedMemberAddresses(now: number): Promise<void> {
  const lotus = memberId('lotus888');
  if (lotus === undefined) return;
  const common = { memberId: lotus, mobileArea: '84' } as const;
  await db.deliveryAddresses.create({
    ...common,
    id: 8001,
    receiverName: 'Nguyen Van An',
    mobile: '912345678',
    provinceCode: '01',
    provinceName: 'Hà Nội',
    districtCode: '0101',
    districtName: 'Ba Đình',
    detail: '12 Phố Điện Biên Phủ',
    isDefault: true,
    createTime: serverTime(now - 96 * HOUR),
  });
  await db.deliveryAddresses.create({
    ...common,
    id: 8002,
    receiverName: 'Tran Thi Mai',
    mobile: '987654321',
    provinceCode: '79',
    provinceName: 'TP Hồ Chí Minh',
    districtCode: '7901',
    districtName: 'Quận 1',
    detail: '45 Lê Lợi, phòng 802',
    isDefault: false,
    createTime: serverTime(now - 30 * HOUR),
  });
}

export async function seedAddresses(now: number): Promise<void> {
  await seedRegions();
  await seedMemberAddresses(now);
}
