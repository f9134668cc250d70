// Verification codes by SMS and e-mail (sendSms for a guest, after the slide check; sendEmail for a member, or a
// logged-out player resetting a password). The codes are stored for the checks in verification.ts.
import type { EmptyResponse } from '@/shared/api/generated/main/model';
import { SendEmailRequest, SendSmsRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { BAD_REQUEST } from './auth-register';
import { fail, jsonBody, MainCode, ok } from './main-envelope';
import { route } from './routes';
import { authenticate } from './session';
import { maySend, smsTarget, storeCode } from './verification';
import { captchaRefusal, puzzleRefusal } from './verification-puzzle';

/** sendEmail actionType of a password reset (openapi SendEmailRequest). */
const RESET_PASSWORD_ACTION = 5;

export const verificationCodeHandlers = [
  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/verCode/sendSms', auth: false },
    async ({ request }) => {
      const body = await jsonBody(request);
      const parsed = SendSmsRequest.safeParse(body);
      if (!parsed.success) {
        const captchaBroken = parsed.error.issues.some((issue) => issue.path[0] === 'validate');
        return captchaBroken ? fail(MainCode.captchaFailed, puzzleRefusal(request)) : fail(BAD_REQUEST, 'Số điện thoại không hợp lệ');
      }
      const refusal = parsed.data.validate ? captchaRefusal(request, parsed.data.validate) : null;
      if (refusal) return refusal;
      const target = smsTarget(parsed.data.mobileArea, parsed.data.mobile);
      if (!maySend('sms', target)) return fail(MainCode.tooOften);
      await storeCode('sms', target, parsed.data.actionType);
      return ok(null);
    },
  ),

  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/verify/sendEmail', auth: true },
    async ({ request }) => {
      const parsed = SendEmailRequest.safeParse(await jsonBody(request));
      // A password reset code (actionType 5) goes to a logged-out player on /forget; binding needs the session.
      if (!parsed.success || parsed.data.actionType !== RESET_PASSWORD_ACTION) {
        const auth = authenticate(request);
        if (!auth.ok) return auth.response;
      }
      if (!parsed.success) return fail(MainCode.badEmail);
      const target = parsed.data.email.toLowerCase();
      if (!maySend('email', target)) return fail(MainCode.tooOften);
      await storeCode('email', target, parsed.data.actionType);
      return ok(null);
    },
  ),
];
