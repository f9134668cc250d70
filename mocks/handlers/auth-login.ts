// Login, mobile login, login check, logout and heartbeat.
import type { EmptyResponse, LoginResponse, LoginResult } from '@/shared/api/generated/main/model';
import {
  AccountLoginRequest,
  LoginCheckRequest,
  MobileLoginRequest,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { fail, jsonBody, MainCode, ok } from './main-envelope';
import { memberRoute, route } from './routes';
import { loginRefusal } from './safer-gambling-rules';
import { endSession, startSession } from './session';
import { codeMatches, consumeCode, smsTarget } from './verification';
import { captchaRefusal } from './verification-puzzle';

const loginResult = (accessToken: string, userName: string): LoginResult => ({
  accessToken,
  state: null,
  loginState: 0,
  userName,
});

/** The refusal of a body whose `validate` is not a solved slide puzzle (verification-puzzle.ts), or null. */
export function captchaCheck(request: Request, body: unknown) {
  return captchaRefusal(request, (body as { validate?: unknown } | undefined)?.validate);
}

export const authLoginHandlers = [
  route<never, never, LoginResponse>(
    { api: 'main', method: 'POST', path: '/api/user/auth/account-login/v2', auth: false },
    async ({ request }) => {
      const body = await jsonBody(request);
      const refusal = captchaCheck(request, body);
      if (refusal) return refusal;
      const parsed = AccountLoginRequest.safeParse(body);
      if (!parsed.success) return fail(MainCode.wrongCredentials);
      const { userName, password } = parsed.data;
      const credential = db.credentials.findFirst((q) => q.where({ userName }));
      if (!credential || credential.password === '' || credential.password !== password) {
        return fail(MainCode.wrongCredentials);
      }
      const barred = loginRefusal(credential.memberId);
      if (barred) return fail(barred.code, barred.texts);
      return ok(loginResult(await startSession(credential.memberId), userName));
    },
  ),

  route<never, never, LoginResponse>(
    { api: 'main', method: 'POST', path: '/api/user/auth/mobile-login', auth: false },
    async ({ request }) => {
      const parsed = MobileLoginRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return fail(MainCode.wrongCode);
      const area = parsed.data.countryCode.replace(/^\+/, '');
      const target = smsTarget(area, parsed.data.mobile);
      if (!codeMatches('sms', target, parsed.data.smsCode)) return fail(MainCode.wrongCode);
      const member = db.members.findFirst((q) => q.where({ mobile: parsed.data.mobile, mobileArea: area }));
      if (!member) return fail(MainCode.unknownMobile);
      const barred = loginRefusal(member.id);
      if (barred) return fail(barred.code, barred.texts);
      consumeCode('sms', target);
      return ok(loginResult(await startSession(member.id), member.userName));
    },
  ),

  route<never, never, LoginResponse>(
    { api: 'main', method: 'POST', path: '/api/user/auth/loginCheck', auth: false },
    async ({ request }) => {
      const parsed = LoginCheckRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return fail(MainCode.wrongCode);
      const { userName, mobile, smsCode } = parsed.data;
      const member = db.members.findFirst((q) => q.where({ userName, mobile }));
      const target = smsTarget(member?.mobileArea ?? '', mobile);
      if (!member || !codeMatches('sms', target, smsCode)) return fail(MainCode.wrongCode);
      const barred = loginRefusal(member.id);
      if (barred) return fail(barred.code, barred.texts);
      consumeCode('sms', target);
      return ok(loginResult(await startSession(member.id), member.userName));
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/auth/logout' },
    ({ auth }) => {
      endSession(auth.token);
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'GET', path: '/api/user/auth/heartbeat' },
    () => ok(null),
  ),
];
