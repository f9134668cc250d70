import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutMember } from '@/shared/session/logout';
import { Button } from '@/shared/ui/button/Button';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import { showToast } from '@/shared/ui/toast/toast';

/** How long the "logged out" note stays. */
const LOGGED_OUT_TOAST_MS = 2000;

/**
 * Log out after a confirmation: POST /api/user/auth/logout, then the token, balance, user info, gift pack and bet
 * cart are cleared (shared/session/logout). The player stays on the account tab, which turns into its guest view
 * with the login and register entries.
 */
export function LogoutButton() {
  const { t } = useTranslation(['account', 'common']);
  const [asking, setAsking] = useState(false);

  const logOut = async () => {
    setAsking(false);
    await logoutMember();
    showToast({ message: t('account:logout.done'), type: 'success', durationMs: LOGGED_OUT_TOAST_MS });
  };

  return (
    <>
      <Button variant="danger" block onClick={() => setAsking(true)}>
        {t('account:logout.action')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('account:logout.confirmTitle')}
          message={t('account:logout.confirmMessage')}
          confirmLabel={t('account:logout.action')}
          cancelLabel={t('common:common.cancel')}
          onConfirm={() => void logOut()}
          onDismiss={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
