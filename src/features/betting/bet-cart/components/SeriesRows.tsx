import { useTranslation } from 'react-i18next';
import type { SeriesOption } from '@/shared/api/generated/sports/model';
import { setSeriesStake } from '@/shared/bet-cart/cart-store';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import styles from '../BetCart.module.css';
import { seriesStakeProblem } from '../cart-summary';
import { oddsText } from '../format';
import { StakeField } from './StakeField';

/** The multiple rows of the quote (sos): n-fold or the full combination, its bets and odds, and a unit stake each. */
export function SeriesRows({ series, stakes }: { series: readonly SeriesOption[]; stakes: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('bet-cart');
  const { oddsFormat } = useUserSettings();
  if (series.length === 0) return <p className={styles.note}>{t('seriesLoading')}</p>;
  return (
    <ul className={styles.series}>
      {series.map((row) => {
        const name = row.sn === 0 ? t('seriesFull') : t('seriesFold', { sn: row.sn });
        return (
          <li key={row.sn} className={styles.seriesRow}>
            <div className={styles.seriesText}>
              <p className={styles.option}>{name}</p>
              <p className={styles.market}>
                {t('seriesBets', { count: row.in })} · {t('seriesOdds', { odds: oddsText(row.sodd, oddsFormat) })}
              </p>
            </div>
            <StakeField
              label={t('seriesStake', { name })}
              value={stakes[row.sn] ?? ''}
              onChange={(text) => setSeriesStake(row.sn, text)}
              min={row.mi}
              max={row.mx}
              problem={seriesStakeProblem(row, stakes[row.sn])}
            />
          </li>
        );
      })}
    </ul>
  );
}
