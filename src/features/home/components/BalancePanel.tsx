import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery, memberProfileQuery } from '@/shared/member/member-queries';
import { formatMoney } from '@/shared/lib/money';
import { logoutMember } from '@/shared/session/logout';
import { Button } from '@/shared/ui/button/Button';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import styles from '../screens/HomeScreen.module.css';

export function BalancePanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['home', 'common', 'auth']);
  const profile = useQuery(memberProfileQuery(token));
  const balance = useQuery(balanceQuery(token));

  return (
    <section className={styles.panel} aria-labelledby="home-balance">
      <div className={styles.row}>
        <h2 className={styles.heading}>{t('home:greeting', { name: profile.data?.nickName || profile.data?.userName || '' })}</h2>
        <Button variant="secondary" onClick={() => void logoutMember()}>
          {t('auth:logout')}
        </Button>
      </div>
      <p id="home-balance" className={styles.muted}>
        {t('home:balance')}
      </p>
      {balance.isPending ? (
        <Spinner label={t('common:common.loading')} />
      ) : balance.isError || !balance.data ? (
        <ErrorState message={t('common:common.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void balance.refetch()} />
      ) : (
        <div className={styles.row}>
          <p className={styles.balance} data-testid="balance">
            {formatMoney(balance.data.balance, balance.data.currency, i18n.language)}
          </p>
          <Button variant="secondary" onClick={() => void balance.refetch()} disabled={balance.isFetching} aria-label={t('home:refreshBalance')}>
            ↻
          </Button>
        </div>
      )}
    </section>
  );
}
