// The designed password reset of /forget: the player proves the account with the SMS code sent to its bound mobile
// or the e-mail code sent to its bound e-mail (both sent with actionType 5), and the new password replaces the old
// one in the credentials, so the next account login needs it.
import type { EmptyResponse } from '@/shared/api/generated/main/model';
import { ResetPasswordRequest, type ResetPasswordRequestOutput } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { BAD_REQUEST } from './auth-register';
import { fail, jsonBody, MainCode, ok } from './main-envelope';
import { route } from './routes';
import type { Texts } from './text-language';
import { codeMatches, consumeCode, smsTarget } from './verification';

/** The mobile or e-mail given is not the one bound to the account (a designed code). */
export const NOT_BOUND = 1001000011;
const NOT_BOUND_MSG: Texts = {
  vi: 'Số điện thoại hoặc e-mail không khớp với tài khoản',
  zh: '手机号或邮箱与该账号不匹配',
  en: 'The phone number or e-mail does not match the account',
};

/** verifyType of the request: 1 SMS, 2 e-mail. */
export const RESET_BY_SMS = 1;
export const RESET_BY_EMAIL = 2;

/** The channel and target the code was sent to, when the proof names the account's own mobile or e-mail. */
function boundTarget(body: ResetPasswordRequestOutput): { channel: 'sms' | 'email'; target: string } | null {
  const credential = db.credentials.findFirst((q) => q.where({ userName: body.userName }));
  const member = credential ? db.members.findFirst((q) => q.where({ id: credential.memberId })) : undefined;
  if (!member) return null;
  if (body.verifyType === RESET_BY_SMS) {
    const area = body.mobileArea ?? '';
    const mobile = member.mobile ?? '';
    const bound = mobile !== '' && mobile === body.mobile && member.mobileArea === area;
    return bound ? { channel: 'sms', target: smsTarget(area, mobile) } : null;
  }
  const email = (body.email ?? '').toLowerCase();
  const bound = (member.email ?? '') !== '' && (member.email ?? '').toLowerCase() === email;
  return bound ? { channel: 'email', target: email } : null;
}

export const authPasswordResetHandlers = [
  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/auth/reset-password', auth: false },
    async ({ request }) => {
      const parsed = ResetPasswordRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return fail(BAD_REQUEST, 'Dữ liệu không hợp lệ');
      const proof = boundTarget(parsed.data);
      if (!proof) return fail(NOT_BOUND, NOT_BOUND_MSG);
      if (!codeMatches(proof.channel, proof.target, parsed.data.code)) return fail(MainCode.wrongCode);
      consumeCode(proof.channel, proof.target);
      await db.credentials.update((q) => q.where({ userName: parsed.data.userName }), {
        data: (draft) => {
          draft.password = parsed.data.password;
        },
      });
      return ok(null);
    },
  ),
];
