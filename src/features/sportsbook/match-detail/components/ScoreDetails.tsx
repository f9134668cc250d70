import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import { countedEvents, periodScores, scoreboardEntries } from '../scoreboard-rules';
import styles from './Scoreboard.module.css';

/**
 * Below the big score: goals (or games) per period, corners and cards, and the sport's own scoreboard values
 * (penalty box, downs, breaks, counts, ...), each labelled. Shows nothing when the match has none of them.
 */
export function ScoreDetails({ match }: { match: Pick<MatchRecord, 'nsg' | 'sb' | 'ts'> }) {
  const { t } = useTranslation('match-detail');
  const texts = useSportsTexts();
  const captionId = useId();
  const periods = periodScores(match.nsg);
  const events = countedEvents(match.nsg);
  const extras = scoreboardEntries(match.sb);
  const [home, away] = match.ts;
  const pairs = [
    ...events.map((event) => ({ key: `event-${event.tyg}`, label: t(`events.${event.tyg}`), home: String(event.home), away: String(event.away) })),
    ...extras.flatMap((entry) => ('home' in entry ? [{ key: entry.key, label: t(`scoreboard.${entry.key}`), home: entry.home, away: entry.away }] : [])),
  ];
  const sideName = { home: home?.na ?? t('home'), away: away?.na ?? t('away') };
  const singles = extras.flatMap((entry) => {
    if ('home' in entry) return [];
    const value = 'side' in entry ? sideName[entry.side] : entry.value;
    return [{ key: entry.key, label: t(`scoreboard.${entry.key}`), value }];
  });
  if (periods.length === 0 && pairs.length === 0 && singles.length === 0) return null;

  return (
    <div className={styles.details}>
      {periods.length > 0 || pairs.length > 0 ? (
        <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className="visually-hidden">
              {t('periodScores')}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('team')}</span>
                </th>
                {periods.map((period) => (
                  <th key={period.pe} scope="col">
                    {texts.scorePeriod(period.pe)}
                  </th>
                ))}
                {pairs.map((pair) => (
                  <th key={pair.key} scope="col">
                    {pair.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[
                { side: 'home' as const, name: home?.na ?? t('home') },
                { side: 'away' as const, name: away?.na ?? t('away') },
              ].map((row) => (
                <tr key={row.side}>
                  <th scope="row" className={styles.rowName}>
                    {row.name}
                  </th>
                  {periods.map((period) => (
                    <td key={period.pe}>{period[row.side]}</td>
                  ))}
                  {pairs.map((pair) => (
                    <td key={pair.key}>{pair[row.side]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {singles.length > 0 ? (
        <dl className={styles.extras}>
          {singles.map((single) => (
            <div key={single.key} className={styles.extra}>
              <dt>{single.label}</dt>
              <dd>{single.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
