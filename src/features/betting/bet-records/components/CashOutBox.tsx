import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetRecord, CashOutQuote } from '@/shared/api/generated/sports/model';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { cashOutQuoteQuery } from '../api/bet-record-queries';
import { cashOutPayout, quoteAvailable, remainingStake, unitPayout } from '../lib/cash-out-rules';
import { formatProviderMoney } from '../lib/record-format';
import styles from './Records.module.css';

/** Opens the cash-out sheet of a bet with the offer it was shown. */
export type OpenCashOut = (record: BetRecord, quote: CashOutQuote) => void;

/** The cash-out offer of an open bet, asked again while the card is on screen; a tap opens the sheet that takes it. */
export function CashOutBox({ record, onOpen }: { record: BetRecord; onOpen: OpenCashOut }) {
  const { t, i18n } = useTranslation('bet-records');
  const token = useToken();
  const quote = useQuery(cashOutQuoteQuery(record.id, token));
  const offer = quote.data ?? undefined;
  const remaining = remainingStake(record);
  const available = quoteAvailable(offer);
  const full = offer && available ? cashOutPayout(remaining, unitPayout(offer.amt, remaining)) : 0;

  return (
    <div className={styles.cashOut}>
      {available ? (
        <Button block variant="secondary" onClick={() => {
            if (offer) onOpen(record, offer);
          }}>
          {t('cashOut.open', { amount: formatProviderMoney(full, record.cid, i18n.language) })}
        </Button>
      ) : quote.isPending ? (
        <p className={styles.note}>{t('cashOut.quoting')}</p>
      ) : (
        <p className={styles.note}>{t('cashOut.unavailable')}</p>
      )}
    </div>
  );
}
