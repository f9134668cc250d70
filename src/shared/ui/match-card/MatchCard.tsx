import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { clockText, isLive, kickOffText, scoreOf, showsClock } from '@/shared/lib/match-display';
import { formatOdds, type OddsFormat } from '@/shared/lib/odds';
import styles from './MatchCard.module.css';
import meta from './match-meta.module.css';

export interface MatchCardLabels {
  live: string;
  locked: string;
}

export interface MatchCardProps {
  match: MatchRecord;
  language: string;
  oddsFormat: OddsFormat;
  labels: MatchCardLabels;
}

/** The first market group is the match's headline market (1X2 or handicap, as the provider orders them). */
function headlineOptions(match: MatchRecord) {
  const market = match.mg?.[0]?.mks?.[0];
  return market?.op ?? [];
}

export function MatchCard({ match, language, oddsFormat, labels }: MatchCardProps) {
  const [home, away] = match.ts ?? [];
  const score = scoreOf(match.nsg);
  const live = isLive(match.ms);
  const options = headlineOptions(match);

  return (
    <article className={styles.card} aria-label={`${home?.na ?? ''} - ${away?.na ?? ''}`}>
      <div className={meta.meta}>
        <span className={meta.league}>{match.lg?.na}</span>
        {live ? (
          <span className={meta.live}>
            {labels.live}
            {showsClock(match.ms, match.mc) ? ` ${clockText(match.mc?.s ?? 0)}` : ''}
          </span>
        ) : (
          <span>{kickOffText(match.bt, language)}</span>
        )}
      </div>
      <div className={styles.teams}>
        <span>{home?.na}</span>
        <span className={styles.score}>{score ? score[0] : ''}</span>
        <span>{away?.na}</span>
        <span className={styles.score}>{score ? score[1] : ''}</span>
      </div>
      {options.length > 0 ? (
        <div className={styles.odds}>
          {options.map((option) => {
            const shown = formatOdds(option.od, oddsFormat);
            return (
              <div key={option.ty} className={styles.option}>
                <span className={styles.optionLabel}>{option.nm ?? option.na}</span>
                <span className={styles.optionOdds}>{shown ?? labels.locked}</span>
              </div>
            );
          })}
        </div>
      ) : null}
    </article>
  );
}
