import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/lib/use-store';
import { onlineStatus } from '@/shared/network/online-status';
import { Button } from '@/shared/ui/button/Button';
import { appUpdate, registerAppWorker } from './app-worker';
import styles from './AppStatusBar.module.css';

function registerLater(): () => void {
  const timer = setTimeout(registerAppWorker, 0);
  return () => clearTimeout(timer);
}

/**
 * What the app says about itself over every screen: that the device is offline (each screen shows its own failed
 * state with a retry; money actions are refused), and that a new version is ready, which loads on the player's tap.
 * Starts the app's service worker (live build). Drawn over the page (fixed), so it never moves the screen's layout.
 */
export function AppStatusBar() {
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const online = useStore(onlineStatus);
  const update = useStore(appUpdate);

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
