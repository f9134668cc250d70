import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord, CashOutQuote } from '@/shared/api/generated/sports/model';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { cashOutQuoteQuery } from '../api/bet-record-queries';
import { cashOutPayout, quoteAvailable, remainingStake, unitPayout } from '../lib/cash-out-rules';
import { formatProviderMoney } from '../lib/record-format';
import { CashOutSheet } from './CashOutSheet';
import styles from './Records.module.css';

/** The cash-out offer of an open bet, asked again while the card is on screen, and the sheet that takes it. */
export function CashOutBox({ record }: { record: BetRecord }) {
  const { t, i18n } = useTranslation('bet-records');
  const token = useToken();
  const quote = useQuery(cashOutQuoteQuery(record.id, token));
  // The offer the sheet opened with stays there if a refresh briefly withdraws it; the sheet shows the newest one.
  const [opened, setOpened] = useState<CashOutQuote | null>(null);
  const offer = quote.data ?? undefined;
  const remaining = remainingStake(record);
  const available = quoteAvailable(offer);
  const full = offer && available ? cashOutPayout(remaining, unitPayout(offer.amt, remaining)) : 0;

  return (
    <div className={styles.cashOut}>
      {available ? (
        <Button block variant="secondary" onClick={() => setOpened(offer ?? null)}>
          {t('cashOut.open', { amount: formatProviderMoney(full, record.cid, i18n.language) })}
        </Button>
      ) : quote.isPending ? (
        <p className={styles.note}>{t('cashOut.quoting')}</p>
      ) : (
        <p className={styles.note}>{t('cashOut.unavailable')}</p>
      )}
      {opened ? <CashOutSheet record={record} quote={offer && available ? offer : opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
