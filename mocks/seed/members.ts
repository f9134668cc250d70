// Seed members. The four named accounts are fixed (tests and docs rely on them); a few more are generated from
// the seed so lists and lookups have realistic neighbours.
import type { UserInfo } from '@/shared/api/generated/main/model';
import type { Random } from './random';

export const SEED_PASSWORD = 'Lotus2026';
/** The member id of lotus888, the seeded member most tests and stories sign in as. */
export const LOTUS888_ID = 10001;

export interface SeedMember {
  info: UserInfo;
  password: string;
  balance: number;
}

/** A fresh member record with the defaults a new registration gets. */
export const newMemberInfo = (id: number, userName: string, nickName: string): UserInfo => ({
  id,
  userName,
  nickName,
  nickNameStatus: false,
  mobile: '',
  mobileArea: '',
  email: '',
  avatar: 1,
  birthday: '',
  sex: 0,
  vipLevel: 0,
  tenantId: 1,
  realName: '',
  role: 0,
  liveManageStatus: 0,
  memberQuickSettingRespVO: { mouthSetting: 1, oddsChange: 1, pushTongStatus: 0, pushTong: 1 },
  loginState: 0,
  ipUserName: '',
  deviceId: '',
  status: [],
  currency: 'VND',
  hasWithdrawPwd: false,
});

/** The named accounts documented in mocks/README.md. */
export function namedMembers(): SeedMember[] {
  return [
    {
      info: {
        ...newMemberInfo(LOTUS888_ID, 'lotus888', 'Hoa Sen'),
        mobile: '912345678',
        mobileArea: '84',
        avatar: 3,
        birthday: '1995-08-16',
        vipLevel: 2,
        realName: 'Nguyen Van An',
        hasWithdrawPwd: true,
      },
      password: SEED_PASSWORD,
      balance: 1_250_000,
    },
    {
      info: { ...newMemberInfo(10002, 'lockeddp01', 'Khoa Nap'), mobile: '912340002', mobileArea: '84', vipLevel: 1, status: ['2'] },
      password: SEED_PASSWORD,
      balance: 300_000,
    },
    {
      info: {
        ...newMemberInfo(10003, 'lockedwd01', 'Khoa Rut'),
        mobile: '912340003',
        mobileArea: '84',
        vipLevel: 3,
        status: ['3'],
        hasWithdrawPwd: true,
      },
      password: SEED_PASSWORD,
      balance: 2_500_000,
    },
    {
      info: { ...newMemberInfo(10004, 'nomobile01', 'Chua So'), vipLevel: 0 },
      password: SEED_PASSWORD,
      balance: 50_000,
    },
  ];
}

const GIVEN = ['An', 'Binh', 'Chi', 'Dung', 'Giang', 'Hanh', 'Khanh', 'Linh', 'Minh', 'Phuong', 'Quan', 'Trang'];
const FAMILY = ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui'];

/** `count` further members drawn from the seed. */
export function generatedMembers(random: Random, count: number): SeedMember[] {
  return Array.from({ length: count }, (_, index) => {
    const given = random.pick(GIVEN);
    const family = random.pick(FAMILY);
    const info: UserInfo = {
      ...newMemberInfo(10101 + index, `vn${random.chars(8, '0123456789')}`, `${given} ${family.charAt(0)}.`),
      mobile: `9${random.chars(8, '0123456789')}`,
      mobileArea: '84',
      avatar: random.int(1, 10),
      vipLevel: random.int(0, 6),
      realName: `${family} ${given}`,
      sex: random.pick([0, 1, 2] as const),
      hasWithdrawPwd: random.chance(0.5),
    };
    return { info, password: SEED_PASSWORD, balance: random.int(0, 400) * 5_000 };
  });
}
