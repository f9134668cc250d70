import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '@/shared/api/errors';
import type { CaptchaValidate } from '@/shared/api/generated/main/model';

/** The main API's code for a captcha answer it refused (SPEC.md §8, openapi accountLogin). */
export const CAPTCHA_REFUSED = 1001000006;

/**
 * The slide puzzle's answer a form sends, and the round that asks SlideVerify for a fresh puzzle: each puzzle answers
 * one request, so once the answer went out (right or wrong) the player gets a new one; a refused answer is said under
 * the puzzle through `onRefused`.
 */
export function useSlidePuzzle(onRefused: (message: string) => void) {
  const { t } = useTranslation('auth');
  const [validate, setValidate] = useState<CaptchaValidate | null>(null);
  const [round, setRound] = useState(0);

  /** The answer went with a request that did not leave the screen; `error` is what it failed with, if anything. */
  const spent = (error?: unknown) => {
    // Without an answer the request may not have reached the server: the same answer goes with the retry (if the
    // server did use it, it refuses and the player gets a fresh puzzle then).
    if (error instanceof NetworkError) return;
    setValidate(null);
    setRound((current) => current + 1);
    if (error instanceof ApiError && error.code === CAPTCHA_REFUSED) onRefused(t('login.slideFailed'));
  };

  return { validate, setValidate, round, spent };
}
