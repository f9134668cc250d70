import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEvents, ERROR_TOAST_MS } from '@/shared/api/api-events';
import { hideToast, showToast, useToast } from '@/shared/ui/toast/toast';

// The toast's markup and icons are fetched with the first toast, not with the app.
const Toast = lazy(async () => ({ default: (await import('@/shared/ui/toast/Toast')).Toast }));

let mountedHosts = 0;

/**
 * Shows the one toast of the toast store (newest wins, each for its own duration) and feeds it the toasts the API
 * clients emit, and says so when a money call was refused because the device is offline. A tap dismisses it. When the last host goes away for good its toast goes too, so none outlives the
 * page; the check waits a tick, so a host that is remounted at once (StrictMode) keeps a toast shown before it.
 */
export function ToastHost() {
  const toast = useToast();
  const { t } = useTranslation('common');

  useEffect(() => {
    mountedHosts += 1;
    const stop = apiEvents.on('toast', showToast);
    const stopOffline = apiEvents.on('offline-refused', () =>
      showToast({ type: 'error', message: t('common.offlineRefused'), durationMs: ERROR_TOAST_MS, position: 'center' }),
    );
    return () => {
      stop();
      stopOffline();
      mountedHosts -= 1;
      setTimeout(() => {
        if (mountedHosts === 0) hideToast();
      }, 0);
    };
  }, [t]);

  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <Toast key={toast.id} message={toast.message} type={toast.type} position={toast.position} onDismiss={hideToast} />
    </Suspense>
  );
}
