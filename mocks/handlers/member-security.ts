// Security settings: bind a mobile (SMS code) or an e-mail (e-mail code), change the login password, and the
// 6-digit withdraw password sent RSA-encrypted with the key of getPublicKey.
import type { BooleanResponse, EmptyResponse, PublicKeyResponse } from '@/shared/api/generated/main/model';
import {
  BindEmailRequest,
  BindMobileRequest,
  SetupWithdrawPwdRequest,
  UpdatePasswordRequest,
  ValidBindMobileRequest,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { AccountCode, accountFail, mobileValid, parseBody, updateMember } from './account-shared';
import { ok } from './main-envelope';
import { memberRoute } from './routes';
import { codeMatches, consumeCode, smsTarget } from './verification';
import { decryptWithdrawPwd, withdrawKey } from './withdraw-password';

/** Another member already has this number. */
const mobileBoundElsewhere = (memberId: number, area: string, mobile: string): boolean =>
  db.members.findFirst((q) => q.where({ mobile, mobileArea: area, id: (id) => id !== memberId })) !== undefined;

const emailBoundElsewhere = (memberId: number, email: string): boolean =>
  db.members.findFirst((q) => q.where({ email: (e) => e?.toLowerCase() === email, id: (id) => id !== memberId })) !==
  undefined;

export const memberSecurityHandlers = [
  memberRoute<never, never, BooleanResponse>(
    { api: 'main', method: 'POST', path: '/api/member/validBindMobileNo' },
    async ({ request, auth }) => {
      const body = await parseBody(request, ValidBindMobileRequest);
      if (!body || !mobileValid(body.mobileArea, body.mobile)) return accountFail(AccountCode.invalidMobile);
      if (mobileBoundElsewhere(auth.member.id, body.mobileArea, body.mobile)) {
        return accountFail(AccountCode.mobileBoundElsewhere);
      }
      return ok(true);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/bind-mobile' },
    async ({ request, auth }) => {
      const body = await parseBody(request, BindMobileRequest);
      if (!body || !mobileValid(body.mobileArea, body.mobile)) return accountFail(AccountCode.invalidMobile);
      const { mobile, mobileArea, smsCode } = body;
      if (mobileBoundElsewhere(auth.member.id, mobileArea, mobile)) return accountFail(AccountCode.mobileBoundElsewhere);
      const target = smsTarget(mobileArea, mobile);
      if (!codeMatches('sms', target, smsCode)) return accountFail(AccountCode.wrongSmsCode);
      consumeCode('sms', target);
      await updateMember(auth.member.id, (member) => {
        member.mobile = mobile;
        member.mobileArea = mobileArea;
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/bind-email' },
    async ({ request, auth }) => {
      const body = await parseBody(request, BindEmailRequest);
      if (!body) return accountFail(AccountCode.badRequest);
      const email = body.email.toLowerCase();
      if (emailBoundElsewhere(auth.member.id, email)) return accountFail(AccountCode.emailBoundElsewhere);
      if (!codeMatches('email', email, body.emailCode)) return accountFail(AccountCode.wrongEmailCode);
      consumeCode('email', email);
      await updateMember(auth.member.id, (member) => {
        member.email = email;
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/update-password' },
    async ({ request, auth }) => {
      const body = await parseBody(request, UpdatePasswordRequest);
      if (!body) return accountFail(AccountCode.badRequest);
      const memberId = auth.member.id;
      const credential = db.credentials.findFirst((q) => q.where({ memberId }));
      if (!credential || credential.password === '' || credential.password !== body.oldPassword) {
        return accountFail(AccountCode.wrongOldPassword);
      }
      if (body.newPassword === body.oldPassword) return accountFail(AccountCode.samePassword);
      await db.credentials.update((q) => q.where({ memberId }), {
        data: (draft) => {
          draft.password = body.newPassword;
        },
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, PublicKeyResponse>(
    { api: 'main', method: 'GET', path: '/api/member/withdrawPwd/getPublicKey' },
    async () => {
      return ok((await withdrawKey()).publicKey);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/member/withdrawPwd/setupWithdrawPwd' },
    async ({ request, auth }) => {
      const body = await parseBody(request, SetupWithdrawPwdRequest);
      const decrypted = body ? await decryptWithdrawPwd(body.withdrawPwd) : ({ ok: false } as const);
      if (!decrypted.ok) return accountFail(AccountCode.withdrawPwdUndecryptable);
      if (!/^[0-9]{6}$/.test(decrypted.text)) return accountFail(AccountCode.withdrawPwdNotSixDigits);
      const memberId = auth.member.id;
      if (auth.member.hasWithdrawPwd || db.withdrawPasswords.findFirst((q) => q.where({ memberId }))) {
        return accountFail(AccountCode.withdrawPwdAlreadySet);
      }
      await db.withdrawPasswords.create({ memberId, password: decrypted.text, setAt: Date.now() });
      await updateMember(memberId, (member) => {
        member.hasWithdrawPwd = true;
      });
      return ok(null);
    },
  ),
];
