import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '@/shared/member/member-queries';
import { formatMoney } from '@/shared/lib/money';
import { RefreshIcon } from '@/shared/ui/icons/ui/nav-icons';
import { SkeletonShape } from '@/shared/ui/skeleton/Skeleton';
import styles from './account.module.css';

/**
 * The wallet balance (POST /api/fund/wallet/member/local, silent) with a refresh button. A failed read keeps the
 * last amount when there is one and says so; the refresh button is also the retry.
 */
export function BalanceCard({ token }: { token: string }) {
  const { t, i18n } = useTranslation('account');
  const labelId = useId();
  const balance = useQuery(balanceQuery(token));
  const wallet = balance.data;
  const refreshing = balance.isFetching;

  return (
    <section className={styles.card} aria-labelledby={labelId}>
      <div className={styles.row}>
        <div className={styles.identityText}>
          <p id={labelId} className={styles.muted}>
            {t('balance.label')}
          </p>
          {wallet ? (
            <p className={styles.amount} data-testid="account-balance" aria-live="polite">
              {formatMoney(wallet.balance, wallet.currency, i18n.language)}
            </p>
          ) : balance.isPending ? (
            <span aria-busy="true">
              <span className="visually-hidden">{t('balance.loading')}</span>
              <SkeletonShape width={140} height={28} />
            </span>
          ) : null}
          {balance.isError ? (
            <p className={styles.muted} role="alert">
              {t('balance.failed')}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className={[styles.iconButton, refreshing ? styles.spinning : ''].join(' ')}
          aria-label={t('balance.refresh')}
          aria-busy={refreshing || undefined}
          disabled={refreshing}
          onClick={() => void balance.refetch()}
        >
          <RefreshIcon />
        </button>
      </div>
    </section>
  );
}
