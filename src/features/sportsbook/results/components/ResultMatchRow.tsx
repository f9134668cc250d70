import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResultRecord } from '@/shared/api/generated/sports/model';
import { routeWithQuery } from '@/shared/config/paths';
import { kickOffText } from '@/shared/lib/match-display';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import { headlineScore } from '@/features/sportsbook/match-detail/scoreboard-rules';
import { UNPLAYED_STATUSES } from '../lib/result-display';
import styles from './Results.module.css';

/** One finished match: kick-off, both teams and the final score (or why there is none); opens the full result. */
export const ResultMatchRow = memo(function ResultMatchRow({ record }: { record: ResultRecord }) {
  const { t, i18n } = useTranslation('sports-results');
  const texts = useSportsTexts();
  const [home, away] = record.ts;
  const score = UNPLAYED_STATUSES.includes(record.ms) ? null : headlineScore(record.nsg);
  const status = UNPLAYED_STATUSES.includes(record.ms) ? texts.status(record.ms) : t('noScore');
  return (
    <Link to={routeWithQuery('resultInfo', { matchId: record.id })} className={styles.matchRow}>
      <time className={styles.kickOff} dateTime={new Date(record.bt).toISOString()}>
        {kickOffText(record.bt, i18n.language)}
      </time>
      <span className={styles.teams}>
        <span className={styles.team}>{home?.na}</span>
        <span className={styles.team}>{away?.na}</span>
      </span>
      {score ? (
        <span className={styles.score}>
          <span>{score[0]}</span>
          <span>{score[1]}</span>
        </span>
      ) : (
        <span className={styles.status}>{status}</span>
      )}
    </Link>
  );
});
