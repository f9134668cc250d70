import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ResultInfo } from '@/shared/api/generated/sports/model';
import { kickOffText } from '@/shared/lib/match-display';
import { resultInfoQuery } from '@/shared/sports/result-queries';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import styles from '../components/Results.module.css';
import { countedEvents, headlineScore, periodScores } from '@/features/sportsbook/match-detail/scoreboard-rules';
import { UNPLAYED_STATUSES } from '../lib/result-display';

/** The match id of /ResultInfo?matchId=…, or 0 when it is missing or not a match id. */
function matchIdOf(params: URLSearchParams): number {
  const id = Number(params.get('matchId'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

function ResultDetail({ result }: { result: ResultInfo }) {
  const { t, i18n } = useTranslation('sports-results');
  const texts = useSportsTexts();
  const [home, away] = result.ts;
  const score = UNPLAYED_STATUSES.includes(result.ms) ? null : headlineScore(result.nsg);
  const periods = periodScores(result.nsg);
  const counted = countedEvents(result.nsg);
  const settled = result.srs ?? [];

  return (
    <>
      <section className={styles.scoreCard} aria-labelledby="result-teams">
        <p className={styles.cardMeta}>
          <span>{result.lg.na}</span>
          <time dateTime={new Date(result.bt).toISOString()}>{kickOffText(result.bt, i18n.language)}</time>
        </p>
        <h1 id="result-teams" className={styles.cardTeams}>
          <span className={styles.cardTeam}>{home?.na}</span>
          <span className={styles.cardScore}>{score ? `${score[0]} - ${score[1]}` : texts.status(result.ms)}</span>
          <span className={styles.cardTeam}>{away?.na}</span>
        </h1>
        <p className={styles.cardStatus}>{texts.status(result.ms)}</p>
      </section>

      {periods.length > 0 || counted.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('info.periods')}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('info.period')}</th>
                <th scope="col">{home?.na}</th>
                <th scope="col">{away?.na}</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => (
                <tr key={period.pe}>
                  <th scope="row">{texts.scorePeriod(period.pe)}</th>
                  <td>{period.home}</td>
                  <td>{period.away}</td>
                </tr>
              ))}
              {score ? (
                <tr className={styles.totalRow}>
                  <th scope="row">{t('info.final')}</th>
                  <td>{score[0]}</td>
                  <td>{score[1]}</td>
                </tr>
              ) : null}
              {counted.map((event) => (
                <tr key={event.tyg}>
                  <th scope="row">{t(`info.counted.${event.tyg}`)}</th>
                  <td>{event.home}</td>
                  <td>{event.away}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {settled.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('info.markets')}</h2>
          <ul className={styles.marketList}>
            {settled.map((market, index) => (
              <li key={`${market.mty}-${market.pe}-${market.li ?? ''}-${index}`} className={styles.marketRow}>
                <span className={styles.marketName}>
                  {market.nm}
                  {market.li ? ` (${market.li})` : ''}
                </span>
                <span className={styles.marketWinner}>{market.wn.length > 0 ? market.wn.join(', ') : t('info.void')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /ResultInfo?matchId=…: one finished match's score per period, corners and cards, and its settled markets. */
export function ResultInfoScreen() {
  const { t, i18n } = useTranslation('sports-results');
  const [params] = useSearchParams();
  const matchId = matchIdOf(params);
  const result = useQuery(resultInfoQuery(i18n.language, matchId));

  if (matchId === 0) return <Empty message={t('info.notFound')} icon="search" />;
  return (
    <div className={styles.page}>
      <QueryGate queries={[result]} rows={6} loadingLabel={t('info.loading')} errorMessage={t('info.loadFailed')}>
        {() => (result.data ? <ResultDetail result={result.data} /> : <Empty message={t('info.notFound')} icon="search" />)}
      </QueryGate>
    </div>
  );
}
