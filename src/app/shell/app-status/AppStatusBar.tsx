import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEvents, ERROR_TOAST_MS } from '@/shared/api/api-events';
import { NetworkError, SportsRequestError } from '@/shared/api/errors';
import { useStore } from '@/shared/lib/use-store';
import { onlineStatus } from '@/shared/network/online-status';
import { Button } from '@/shared/ui/button/Button';
import { showToast } from '@/shared/ui/toast/toast';
import { appUpdate, registerAppWorker } from './app-worker';
import styles from './AppStatusBar.module.css';

/** A call that got no answer at all: no connection (a phone can say it is online with no way through). */
const unanswered = (error: unknown): boolean =>
  (error instanceof NetworkError && error.failure === 'no-response') || (error instanceof SportsRequestError && error.kind === 'no-response');

/** False once a screen's call got no answer, true again once one gets an answer (the query cache's results). */
function useCallsAnswered(): boolean {
  const client = useQueryClient();
  const [answered, setAnswered] = useState(true);
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type === 'error') setAnswered(!unanswered(event.action.error));
        else if (event.action.type === 'success') setAnswered(true);
      }),
    [client],
  );
  return answered;
}

function registerLater(): () => void {
  const timer = setTimeout(registerAppWorker, 0);
  return () => clearTimeout(timer);
}

/**
 * What the app says about itself over every screen: that the device is offline (each screen shows its own failed
 * state with a retry; money actions are refused, with a toast saying so), and that a new version is ready, which loads
 * on the player's tap.
 * Starts the app's service worker (live build). Drawn in the page's flow at the top, above the navigation bar, so it
 * covers none of the header's buttons (the screen moves down while it shows).
 */
export function AppStatusBar() {
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const deviceOnline = useStore(onlineStatus);
  const answered = useCallsAnswered();
  const online = deviceOnline && answered;
  const update = useStore(appUpdate);
  const refused = useTranslation('common', { useSuspense: false }).t('common.offlineRefused');

  // A money call refused because the device is offline (shared/lib/money-calls) is said in the player's language.
  useEffect(
    () => apiEvents.on('offline-refused', () => showToast({ type: 'error', message: refused, durationMs: ERROR_TOAST_MS, position: 'center' })),
    [refused],
  );

  useEffect(() => {
    // After the page has loaded: the worker's precache download must not compete with the first screen's.
    if (document.readyState === 'complete') return registerLater();
    const onLoad = () => registerLater();
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  if (!ready || (online && !update)) return null;
  return (
    <div className={styles.bar} data-testid="app-status">
      {online ? null : (
        <p className={styles.line} role="status">
          {t('appStatus.offline')}
        </p>
      )}
      {update ? (
        <div className={styles.line} role="status">
          <span>{t('appStatus.updateReady')}</span>
          <Button size="sm" onClick={update.apply}>
            {t('appStatus.update')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
