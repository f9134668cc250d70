import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEvents, type SessionExpiredEvent } from '@/shared/api/api-events';
import { clearMemberState } from '@/shared/session/logout';

// The dialog is fetched only when a session actually expires.
const ConfirmDialog = lazy(async () => ({ default: (await import('@/shared/ui/dialog/ConfirmDialog')).ConfirmDialog }));

/**
 * Ends the session on 10009/10018 (SPEC.md section 4 "Session expiry"): at once early in the page's life,
 * otherwise after a confirm dialog, whether the player confirms or dismisses it.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<SessionExpiredEvent | null>(null);

  useEffect(() => {
    const onExpired = (event: SessionExpiredEvent) => {
      if (event.immediate) clearMemberState();
      else setPending(event);
    };
    apiEvents.on('session-expired', onExpired);
    return () => apiEvents.off('session-expired', onExpired);
  }, []);

  if (!pending) return null;
  const close = () => {
    setPending(null);
    clearMemberState();
  };
  return (
    <Suspense fallback={null}>
      <ConfirmDialog title={t('common.sessionEnded')} message={t(pending.messageKey)} confirmLabel={t('common.confirm')} onConfirm={close} onDismiss={close} />
    </Suspense>
  );
}
