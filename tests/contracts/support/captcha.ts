// The slide-captcha proof a login, registration or SMS request carries: the example the client sends and the matcher
// the pact holds for it (id and token by type, the drag offset as a number, the duration as an integer).
import { MatchersV3 as M } from '@pact-foundation/pact';
import type { CaptchaValidate } from '@/shared/api/generated/main/model';

export function slideCaptcha(offsetX: number, durationMs: number) {
  const captcha: CaptchaValidate = { captchaId: 'lotus-slide', token: 'c7a2f0e4b91d', offsetX, durationMs };
  const captchaMatcher = {
    captchaId: M.like(captcha.captchaId),
    token: M.like(captcha.token),
    offsetX: M.number(captcha.offsetX),
    durationMs: M.integer(captcha.durationMs),
  };
  return { captcha, captchaMatcher };
}
