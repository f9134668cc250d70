import { useTranslation } from 'react-i18next';
import { AllowanceNote } from '@/shared/safer-gambling/components/AllowanceNote';
import { Button } from '@/shared/ui/button/Button';
import cart from '../BetCart.module.css';
import styles from './CartFooter.module.css';
import type { CartSummary } from '../cart-summary';
import { formatAmount } from '../format';
import type { useCartPlace } from '../hooks/use-cart-place';

export interface CartFooterProps {
  summary: CartSummary;
  placing: ReturnType<typeof useCartPlace>;
}

/** Total stake, potential win, the accept-new-odds prompt, a failure, and Place (one order however often it is tapped). */
export function CartFooter({ summary, placing }: CartFooterProps) {
  const { t, i18n } = useTranslation('bet-cart');
  const busy = placing.phase !== 'idle';
  return (
    <footer className={styles.footer}>
      <dl className={styles.totals}>
        <div>
          <dt>{t('totalStake')}</dt>
          <dd>{formatAmount(summary.totalStake, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('potentialWin')}</dt>
          <dd className={styles.win}>{formatAmount(summary.potentialWin, i18n.language)}</dd>
        </div>
      </dl>
      <AllowanceNote action="stake" refreshKey={placing.phase} />
      {placing.oddsChanged ? (
        <div className={styles.prompt} role="alert">
          <p className={styles.promptTitle}>{t('oddsChanged.title')}</p>
          <p>{t('oddsChanged.text')}</p>
          <div className={styles.promptActions}>
            <Button variant="secondary" size="sm" onClick={placing.dismissOddsChange}>
              {t('oddsChanged.cancel')}
            </Button>
            <Button size="sm" disabled={!summary.request} onClick={placing.submit}>
              {t('oddsChanged.accept')}
            </Button>
          </div>
        </div>
      ) : null}
      {placing.error ? (
        <p className={cart.error} role="alert">
          {placing.error}
        </p>
      ) : null}
      <p className={styles.phase} aria-live="polite">
        {busy ? t(`phase.${placing.phase}`) : summary.request ? '' : t('nothingToPlace')}
      </p>
      {placing.oddsChanged ? null : (
        <Button block size="lg" loading={busy} disabled={!summary.request} onClick={placing.submit}>
          {t('place')}
        </Button>
      )}
    </footer>
  );
}
