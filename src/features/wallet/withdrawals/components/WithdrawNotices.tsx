import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawType } from '@/shared/api/generated/main/model';
import { PATHS } from '@/shared/config/paths';
import { BIND_PATH } from '../lib/withdrawal-rules';
import styles from './withdrawals.module.css';

const BIND_KEY = { 1: 'bank', 2: 'crypto', 3: 'ebpay' } as const satisfies Record<WithdrawType, string>;

/** No withdraw password yet: the way to set one (the password screen comes back here when done). */
export function NoPasswordNotice() {
  const { t } = useTranslation('withdrawals');
  return (
    <section className={styles.notice} aria-labelledby="withdraw-no-password">
      <h2 id="withdraw-no-password" className={styles.heading}>
        {t('noPassword.title')}
      </h2>
      <p className={styles.muted}>{t('noPassword.detail')}</p>
      <Link className={styles.linkPrimary} to={PATHS.withdrawPassword}>
        {t('noPassword.action')}
      </Link>
    </section>
  );
}

/** Nothing bound for this channel: the screen that binds one (its list leads back here). */
export function NoDestinationNotice({ withdrawType }: { withdrawType: WithdrawType }) {
  const { t } = useTranslation('withdrawals');
  const kind = BIND_KEY[withdrawType];
  return (
    <div className={styles.notice}>
      <p>{t(`noDestination.${kind}`)}</p>
      <p className={styles.muted}>{t('noDestination.detail')}</p>
      <Link className={styles.linkPrimary} to={BIND_PATH[withdrawType]}>
        {t(`noDestination.${kind}Action`)}
      </Link>
    </div>
  );
}
