import { useTranslation } from 'react-i18next';
import type { BetRecordOption } from '@/shared/api/generated/sports/model';
import { goalScoreAtBet, outcomeTone, selectionLabel } from '../lib/record-rules';
import styles from './Records.module.css';

/** The selections of a bet: match, league, market and pick with its line and odds, the score it was taken at, and each leg's outcome. */
export function BetLegs({ legs, showOutcome }: { legs: readonly BetRecordOption[]; showOutcome: boolean }) {
  const { t } = useTranslation('bet-records');
  return (
    <ul className={styles.legs} aria-label={t('bet.legs')}>
      {legs.map((leg, index) => {
        const score = goalScoreAtBet(leg.bsc);
        const odds = leg.bo ?? leg.od;
        return (
          <li key={`${String(leg.mrid)}-${leg.ty}-${index}`} className={styles.leg}>
            <p className={styles.pick}>
              {selectionLabel(leg)} @ {String(odds)}
            </p>
            {showOutcome && leg.sr !== undefined ? (
              <span className={styles.outcome} data-tone={outcomeTone(leg.sr)}>
                {t(`outcome.${leg.sr}`)}
              </span>
            ) : null}
            <p>{leg.mgn ? t('bet.market', { market: leg.mgn }) : null}</p>
            <p>{leg.mn}</p>
            <p className={styles.muted}>{leg.ln}</p>
            {score ? <p className={styles.muted}>{t('bet.scoreAtBet', { score })}</p> : null}
            {leg.rs && leg.sr !== undefined && leg.sr !== 0 ? <p className={styles.muted}>{t('bet.finalScore', { score: leg.rs })}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
