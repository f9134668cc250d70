import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText, msUntilExpiry } from '../lib/order-countdown';
import styles from './deposits.module.css';

/** The countdown ticks once a second. */
const TICK_MS = 1_000;

/** Time left to pay before the order expires (server time); "expired" once it has passed. */
export function ExpiryCountdown({ expireTime }: { expireTime: string | null | undefined }) {
  const { t } = useTranslation('deposits');
  const [now, setNow] = useState(() => Date.now());
  const left = msUntilExpiry(expireTime, now);
  useEffect(() => {
    if (left === null || left === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [left === null || left === 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (left === null) return null;
  return (
    <p role="timer" aria-label={t('info.expiresLabel')}>
      {left === 0 ? t('info.expiredNow') : <>{t('info.expiresIn')} <span className={styles.countdown}>{countdownText(left)}</span></>}
    </p>
  );
}
