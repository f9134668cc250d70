import { useTranslation } from 'react-i18next';
import { hideBetNotification, useBetNotification } from './bet-notification';
import styles from './BetNotification.module.css';

export interface BetBannerProps {
  ok: boolean;
  message: string;
  onDismiss?: () => void;
}

/** The banner itself: a tick or a cross, the outcome for screen readers, and the message. */
export function BetBanner({ ok, message, onDismiss }: BetBannerProps) {
  // Never suspends: the banner lives in the shell, outside the routes' loading boundaries.
  const { t, ready } = useTranslation('ui', { useSuspense: false });
  return (
    <div className={styles.layer}>
      <div role="status" className={`${styles.banner} ${ok ? styles.ok : styles.failed}`} data-outcome={ok ? 'success' : 'failure'} onClick={onDismiss}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.2" />
          {ok ? (
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          )}
        </svg>
        {ready ? <span className="visually-hidden">{t(ok ? 'betNotification.success' : 'betNotification.failure')}</span> : null}
        <span className={styles.message}>{message}</span>
      </div>
    </div>
  );
}

/** Shows the banner of showBetNotification() while it lasts; a tap hides it early. Mount once in the shell. */
export function BetNotification() {
  const notification = useBetNotification();
  if (!notification) return null;
  return <BetBanner key={notification.id} ok={notification.ok} message={notification.message} onDismiss={hideBetNotification} />;
}
