import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import { groupedAmount } from '../lib/deposit-amount';
import type { OrderPhase } from '../lib/deposit-status';
import styles from './deposits.module.css';

export interface OrderOutcomeProps {
  phase: Exclude<OrderPhase, 'awaitingPayment' | 'receiptReceived' | 'inReview' | 'matching'>;
  /** What was credited, already formatted (success). */
  credited: string | null;
  rejectReason: string | null;
}

/** A closed order: credited (the balance has been refreshed), rejected with the reason, cancelled, expired or failed. */
export function OrderOutcome({ phase, credited, rejectReason }: OrderOutcomeProps) {
  const { t } = useTranslation('deposits');
  return (
    <TitledSection className={styles.card} aria-live="polite" title={t(`phase.${phase}`)} titleClassName={styles.status}>
      {phase === 'credited' ? <p>{credited ? t('outcome.credited', { amount: credited }) : t('outcome.creditedShort')}</p> : null}
      {phase === 'credited' ? <Balance /> : null}
      {phase === 'rejected' ? <p>{t('outcome.rejected', { reason: rejectReason ?? t('outcome.noReason') })}</p> : null}
      {phase === 'cancelled' || phase === 'expired' || phase === 'failed' ? <p>{t(`outcome.${phase}`)}</p> : null}
      <Link className={styles.link} to={PATHS.deposit}>
        {t('outcome.again')}
      </Link>
    </TitledSection>
  );
}

/** The balance after the credit (the credit refreshed it: use-deposit-order). */
function Balance() {
  const { t, i18n } = useTranslation('deposits');
  const wallet = useQuery(balanceQuery(useToken()));
  if (!wallet.data) return null;
  return <p>{t('outcome.balance', { amount: `${groupedAmount(wallet.data.balance, i18n.language, 2)} ${wallet.data.currency}` })}</p>;
}
