import { lazy, Suspense, useEffect } from 'react';
import { apiEvents } from '@/shared/api/api-events';
import { hideToast, showToast, useToast } from '@/shared/ui/toast/toast';

// The toast's markup and icons are fetched with the first toast, not with the app.
const Toast = lazy(async () => ({ default: (await import('@/shared/ui/toast/Toast')).Toast }));

let mountedHosts = 0;

/**
 * Shows the one toast of the toast store (newest wins, each for its own duration) and feeds it the toasts the API
 * clients emit. A tap dismisses it. When the last host goes away for good its toast goes too, so none outlives the
 * page; the check waits a tick, so a host that is remounted at once (StrictMode) keeps a toast shown before it.
 */
export function ToastHost() {
  const toast = useToast();

  useEffect(() => {
    mountedHosts += 1;
    const stop = apiEvents.on('toast', showToast);
    return () => {
      stop();
      mountedHosts -= 1;
      setTimeout(() => {
        if (mountedHosts === 0) hideToast();
      }, 0);
    };
  }, []);

  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <Toast key={toast.id} message={toast.message} type={toast.type} position={toast.position} onDismiss={hideToast} />
    </Suspense>
  );
}
