import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { formatMoney } from '@/shared/lib/money';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { showToast } from '@/shared/ui/toast/toast';
import { useCollectGameWallets } from '@/shared/game-wallets/game-wallet-mutations';
import { gameWalletsQuery } from '@/shared/game-wallets/game-wallet-queries';
import { GameWalletCard } from '../components/GameWalletCard';
import styles from '../components/game-wallets.module.css';

/**
 * /transfer: the main wallet's balance, what the game wallets hold, and "collect all" bringing it into the main
 * wallet (one request however often it is tapped); the balance is asked again afterwards.
 */
export function TransferScreen() {
  const { t, i18n } = useTranslation(['game-wallets', 'common']);
  const token = useToken();
  const balance = useQuery(balanceQuery(token));
  const wallets = useQuery(gameWalletsQuery(token));
  const collect = useCollectGameWallets();
  // collect is a silent call: a refusal is said here, a lost connection by the submit's alert.
  const submit = useFormSubmit(async () => {
    try {
      const moved = await collect.mutateAsync();
      const amount = moved?.amount ?? 0;
      const currency = wallets.data?.currency ?? balance.data?.currency ?? 'VND';
      showToast({
        type: amount > 0 ? 'success' : 'info',
        message: amount > 0 ? t('transfer.collected', { amount: formatMoney(amount, currency, i18n.language) }) : t('transfer.nothingMoved'),
        durationMs: 2_000,
      });
    } catch (error) {
      if (error instanceof ApiError) showToast({ type: 'error', message: t('transfer.failed'), durationMs: 4_000 });
      throw error;
    }
  });

  return (
    <div className={styles.page}>
      {/* aria-busy while the balance is asked afresh: a cached figure is on screen until the answer replaces it. */}
      <section className={`${styles.card} ${styles.main}`} aria-labelledby="main-wallet-title" aria-busy={balance.isFetching}>
        <h2 id="main-wallet-title" className={styles.label}>
          {t('transfer.mainWallet')}
        </h2>
        <QueryGate queries={[balance]} rows={1} loadingLabel={t('transfer.loading')} errorMessage={t('transfer.balanceFailed')}>
          {() => (balance.data ? <strong>{formatMoney(balance.data.balance, balance.data.currency, i18n.language)}</strong> : null)}
        </QueryGate>
      </section>
      <QueryGate queries={[wallets]} rows={3} loadingLabel={t('transfer.loading')} errorMessage={t('transfer.walletsFailed')}>
        {() =>
          wallets.data ? (
            <>
              <GameWalletCard list={wallets.data} />
              {wallets.data.total > 0 ? null : <p className={styles.label}>{t('transfer.nothingToCollect')}</p>}
              {submit.alert ? (
                <p className={styles.alert} role="alert">
                  {submit.alert}
                </p>
              ) : null}
              <Button block loading={submit.pending} disabled={wallets.data.total <= 0} onClick={() => submit.run()}>
                {t('transfer.collectAll')}
              </Button>
            </>
          ) : null
        }
      </QueryGate>
    </div>
  );
}
