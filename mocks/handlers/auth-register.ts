// Registration by username or by mobile, and the checks the registration screens make first.
import type {
  LoginResponse,
  RegisterCheckResponse,
  StringResponse,
  UserInfo,
  VerificationDomainTypeResponse,
} from '@/shared/api/generated/main/model';
import { AccountRegisterRequest, MobileRegisterRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { runtime } from '../db/runtime';
import { newMemberInfo } from '../seed/members';
import { currencyForCountry } from '../seed/site';
import { captchaCheck } from './auth-login';
import { recordRegistration } from './invite-capture';
import { fail, jsonBody, MainCode, ok } from './main-envelope';
import { route } from './routes';
import { startSession } from './session';
import { codeMatches, consumeCode, smsCodeMatchesAnyArea, smsTarget } from './verification';

/** Returned for a body that does not match the request schema (an "other code" for the client). */
export const BAD_REQUEST = 1001000010;
const BAD_REQUEST_MSG = 'Dữ liệu không hợp lệ';

const userNameTaken = (userName: string): boolean =>
  db.credentials.findFirst((q) => q.where({ userName: (name) => name.toLowerCase() === userName.toLowerCase() })) !==
  undefined;

const mobileTaken = (mobile: string, area: string): boolean =>
  db.members.findFirst((q) => q.where({ mobile, mobileArea: area })) !== undefined;

interface NewMember {
  userName: string;
  password: string;
  currency: string;
  mobile?: string;
  mobileArea?: string;
}

/** Creates member, credential and an empty wallet; returns the new member. */
async function createMember(input: NewMember): Promise<UserInfo> {
  const id = Math.max(10000, ...db.members.all().map((m) => m.id)) + 1;
  const member = await db.members.create({
    ...newMemberInfo(id, input.userName, input.userName),
    mobile: input.mobile ?? '',
    mobileArea: input.mobileArea ?? '',
    currency: input.currency,
  });
  await db.credentials.create({ memberId: id, userName: input.userName, password: input.password });
  await db.wallets.create({ memberId: id, balance: 0, currency: input.currency, frozenAmount: 0 });
  return member;
}

/** Registration currency for a dialling code ("84" -> VND). */
function currencyForArea(area: string): string {
  const country = db.countries.findFirst((q) => q.where({ areaCode: `+${area}` }));
  return currencyForCountry(country?.countryCode ?? '');
}

export const authRegisterHandlers = [
  route<never, never, LoginResponse>(
    { api: 'main', method: 'POST', path: '/api/user/auth/account-register', auth: false },
    async ({ request }) => {
      const body = await jsonBody(request);
      const refusal = captchaCheck(request, body);
      if (refusal) return refusal;
      const parsed = AccountRegisterRequest.safeParse(body);
      if (!parsed.success) return fail(BAD_REQUEST, BAD_REQUEST_MSG);
      const { userName, password, countryCode } = parsed.data;
      if (userNameTaken(userName)) return fail(MainCode.userNameTaken);
      const member = await createMember({ userName, password, currency: currencyForCountry(countryCode) });
      await recordRegistration(member.id, 'account', parsed.data);
      return ok({ accessToken: await startSession(member.id), state: null, loginState: 0, userName });
    },
  ),

  route<never, never, LoginResponse>(
    { api: 'main', method: 'POST', path: '/api/user/auth/mobile-register', auth: false },
    async ({ request }) => {
      const parsed = MobileRegisterRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return fail(BAD_REQUEST, BAD_REQUEST_MSG);
      const { mobile, smsCode, userName } = parsed.data;
      const area = (parsed.data.mobileCode || parsed.data.countryCode).replace(/^\+/, '');
      const target = smsTarget(area, mobile);
      if (!codeMatches('sms', target, smsCode)) return fail(MainCode.wrongCode);
      if (mobileTaken(mobile, area)) return fail(MainCode.mobileTaken);
      if (userNameTaken(userName)) return fail(MainCode.userNameTaken);
      consumeCode('sms', target);
      const member = await createMember({ userName, password: '', currency: currencyForArea(area), mobile, mobileArea: area });
      await recordRegistration(member.id, 'mobile', parsed.data);
      return ok({ accessToken: await startSession(member.id), state: null, loginState: 0, userName });
    },
  ),

  route<{ phone: string; phoneCode: string }, never, RegisterCheckResponse>(
    { api: 'main', method: 'GET', path: '/api/user/auth/mobile-registerCheckByMobile/{phone}/{phoneCode}', auth: false },
    ({ params }) => (mobileTaken(params.phone, params.phoneCode) ? fail(MainCode.mobileTaken) : ok(true)),
  ),

  route<{ phone: string; code: string }, never, RegisterCheckResponse>(
    { api: 'main', method: 'GET', path: '/api/user/auth/mobile-registerCheckByCode/{phone}/{code}', auth: false },
    ({ params }) => (smsCodeMatchesAnyArea(params.phone, params.code) ? ok(true) : fail(MainCode.wrongCode)),
  ),

  route<never, never, StringResponse>(
    { api: 'main', method: 'GET', path: '/api/user/auth/mobile-registerCreatName', auth: false },
    () => {
      const fresh = (): string => `lt${runtime.random.chars(8)}`;
      let name = fresh();
      while (userNameTaken(name)) name = fresh();
      return ok(name);
    },
  ),

  route<never, never, VerificationDomainTypeResponse>(
    { api: 'main', method: 'GET', path: '/api/user/auth/get/verification/domainType', auth: false },
    () => ok(1),
  ),
];
