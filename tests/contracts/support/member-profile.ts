// The member profile (UserInfo) as the client reads it: fields typed by matchers, identity fields fixed.
import { MatchersV3 as M } from '@pact-foundation/pact';

interface Identity {
  id: number;
  userName: string;
  /** Account flags: [] for none, or a matcher such as arrayContaining('2') for a locked deposit. */
  status: unknown;
}

export function memberProfile({ id, userName, status }: Identity) {
  return {
    id,
    userName,
    nickName: M.like('Hoa Sen'),
    nickNameStatus: M.boolean(false),
    mobile: M.like('912345678'),
    mobileArea: M.like('84'),
    email: M.like(''),
    avatar: M.integer(3),
    birthday: M.like('1995-08-16'),
    sex: M.integer(0),
    vipLevel: M.integer(2),
    tenantId: M.integer(1),
    realName: M.like('Nguyen Van An'),
    role: M.integer(0),
    liveManageStatus: M.integer(0),
    memberQuickSettingRespVO: {
      mouthSetting: M.integer(1),
      oddsChange: M.integer(1),
      pushTongStatus: M.integer(0),
      pushTong: M.integer(1),
    },
    loginState: M.integer(0),
    status,
    currency: M.like('VND'),
    hasWithdrawPwd: M.boolean(true),
  };
}
