// Profile edits: nickname (reviewed before it shows), avatar, birthday, emotion status, the identity code for
// customer service, and the VIP dedicated manager card.
import type {
  EmptyResponse,
  IdentityCodeResponse,
  VipServiceInfo,
  VipServiceResponse,
} from '@/shared/api/generated/main/model';
import { db } from '../db';
import { runtime } from '../db/runtime';
import { AccountCode, accountFail, bodyObject, serverTime, updateMember } from './account-shared';
import { ok } from './main-envelope';
import { memberRoute } from './routes';
import { textLanguageOf, type TextLanguage, type Texts } from './text-language';

export const NICKNAME_MIN = 4;
export const NICKNAME_MAX = 10;
/** A new identity code may be asked for this often. */
export const IDENTITY_CODE_INTERVAL_MS = 10_000;
const IDENTITY_CODE_LIFETIME_MS = 30 * 60_000;
/** Members from this VIP level have a dedicated manager. */
export const VIP_SERVICE_MIN_LEVEL = 2;

const nicknameTaken = (memberId: number, nickName: string): boolean => {
  const same = (name: string) => name.toLowerCase() === nickName.toLowerCase();
  return (
    db.members.findFirst((q) => q.where({ id: (id) => id !== memberId, nickName: same })) !== undefined ||
    db.nicknameReviews.findFirst((q) => q.where({ memberId: (id) => id !== memberId, nickName: same })) !== undefined
  );
};

/** Approves every pending nickname (what the review desk does; tests and stories call it). */
export async function approveNicknameReviews(): Promise<void> {
  for (const review of db.nicknameReviews.all()) {
    await updateMember(review.memberId, (member) => {
      member.nickName = review.nickName;
      member.nickNameStatus = false;
    });
  }
  db.nicknameReviews.clear();
}

/** A yyyy-MM-dd date that exists, after 1900 and not in the future. */
function birthdayValid(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1900 && date.getTime() <= Date.now();
}

const MANAGER_INTRO: Texts = {
  vi: 'Chuyên viên chăm sóc khách hàng VIP, hỗ trợ 24/7.',
  zh: 'VIP客户专员，全天候为您服务。',
  en: 'Your VIP customer care specialist, here for you 24/7.',
};

function vipManager(vipLevel: number, language: TextLanguage): VipServiceInfo {
  const senior = vipLevel >= 6;
  return {
    vipLevel,
    managerName: senior ? 'Anh Minh' : 'Chị Lan',
    avatarUrl: `https://cdn.lotus.example/vip/manager-${senior ? 'minh' : 'lan'}.png`,
    intro: MANAGER_INTRO[language],
    workTime: senior ? '00:00 - 24:00' : '09:00 - 23:00',
    contacts: [
      { contactType: 2, value: '0912345678', link: 'https://zalo.me/0912345678' },
      { contactType: 3, value: senior ? '@lotus_vip_minh' : '@lotus_vip_lan', link: `https://t.me/lotus_vip_${senior ? 'minh' : 'lan'}` },
      { contactType: 1, value: '0912345678', link: '' },
    ],
  };
}

export const memberProfileHandlers = [
  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/update-nickname' },
    async ({ request, auth }) => {
      const raw = (await bodyObject(request)).nickName;
      const nickName = typeof raw === 'string' ? raw.trim() : '';
      if (nickName.length < NICKNAME_MIN || nickName.length > NICKNAME_MAX) return accountFail(AccountCode.nicknameLength);
      if (auth.member.nickNameStatus) return accountFail(AccountCode.nicknameInReview);
      if (nicknameTaken(auth.member.id, nickName)) return accountFail(AccountCode.nicknameTaken);
      await db.nicknameReviews.create({ memberId: auth.member.id, nickName, submittedAt: Date.now() });
      await updateMember(auth.member.id, (member) => {
        member.nickNameStatus = true;
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/update-avatar' },
    async ({ request, auth }) => {
      const avatar = (await bodyObject(request)).avatar;
      if (typeof avatar !== 'number' || !Number.isInteger(avatar) || avatar < 1 || avatar > 10) {
        return accountFail(AccountCode.unknownAvatar);
      }
      await updateMember(auth.member.id, (member) => {
        member.avatar = avatar;
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/update-birthday' },
    async ({ request, auth }) => {
      const birthday = (await bodyObject(request)).birthday;
      if (typeof birthday !== 'string' || !birthdayValid(birthday)) return accountFail(AccountCode.invalidBirthday);
      if (auth.member.birthday) return accountFail(AccountCode.birthdayAlreadySet);
      await updateMember(auth.member.id, (member) => {
        member.birthday = birthday;
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/update-sex' },
    async ({ request, auth }) => {
      const sex = (await bodyObject(request)).sex;
      if (sex !== 0 && sex !== 1 && sex !== 2) return accountFail(AccountCode.invalidSex);
      await updateMember(auth.member.id, (member) => {
        member.sex = sex;
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, IdentityCodeResponse>(
    { api: 'main', method: 'GET', path: '/api/member/refreshIdentityCode' },
    async ({ auth }) => {
      const now = Date.now();
      const memberId = auth.member.id;
      const last = db.identityCodes.findFirst((q) => q.where({ memberId }));
      if (last && now - last.issuedAt < IDENTITY_CODE_INTERVAL_MS) return accountFail(AccountCode.identityCodeTooOften);
      db.identityCodes.deleteMany((q) => q.where({ memberId }));
      const identityCode = runtime.random.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
      const expireTime = serverTime(now + IDENTITY_CODE_LIFETIME_MS);
      await db.identityCodes.create({ memberId, identityCode, expireTime, issuedAt: now });
      return ok({ identityCode, expireTime });
    },
  ),

  memberRoute<never, never, VipServiceResponse>(
    { api: 'main', method: 'POST', path: '/api/member/customervip/vipFont' },
    ({ request, auth }) => {
      if (auth.member.vipLevel < VIP_SERVICE_MIN_LEVEL) return accountFail(AccountCode.belowVipService);
      return ok(vipManager(auth.member.vipLevel, textLanguageOf(request)));
    },
  ),
];
