import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { NetworkError } from '@/shared/api/errors';
import { showToast } from '@/shared/ui/toast/toast';
import { useResetPassword } from '../api/auth-mutations';

/** How long the "password changed" note stays while the login page opens. */
const DONE_NOTE_MS = 3000;

/** A changed password always leaves for /login. */
export const leavesAfterReset = (): boolean => true;

/**
 * Sets the new password (the designed POST /api/user/auth/reset-password) and opens /login, where the new
 * password works at once. Server refusals (wrong code, mobile or e-mail not bound) are toasted by the API client.
 */
export function usePasswordReset() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const mutation = useResetPassword({
    onMutate: () => setFormMessage(null),
    onSuccess: () => {
      showToast({ message: t('auth:forget.done'), type: 'success', durationMs: DONE_NOTE_MS });
      navigate(PATHS.login, { replace: true });
    },
    onError: (error) => {
      if (error instanceof NetworkError) setFormMessage(t('common:common.networkError'));
    },
  });
  return { mutation, formMessage, setFormMessage };
}
