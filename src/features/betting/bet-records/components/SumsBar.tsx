import { useTranslation } from 'react-i18next';
import styles from './Records.module.css';

export interface SumFigures {
  count: number;
  /** Already formatted amounts. */
  stake: string;
  result: { label: string; value: string; tone: string };
}

/** The totals above a list: how many bets, how much staked, and what they returned or may return. */
export function SumsBar({ figures, label }: { figures: SumFigures; label: string }) {
  const { t } = useTranslation('bet-records');
  return (
    <dl className={styles.sums} aria-label={label}>
      <div>
        <dt>{t('sums.count')}</dt>
        <dd>{figures.count}</dd>
      </div>
      <div>
        <dt>{t('sums.stake')}</dt>
        <dd>{figures.stake}</dd>
      </div>
      <div>
        <dt>{figures.result.label}</dt>
        <dd data-tone={figures.result.tone}>{figures.result.value}</dd>
      </div>
    </dl>
  );
}
