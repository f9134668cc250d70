import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { fillPath, SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { clockText, scoreOf, showsClock } from '@/shared/lib/match-display';
import { matchListQuery } from '@/shared/sports/sports-queries';
import styles from './home.module.css';
import rail from './LiveRail.module.css';
import { SectionFailure } from './SectionFailure';

/** How many live matches the rail shows (play type 1, in the provider's order). */
export const LIVE_RAIL_SIZE = 10;

function LiveCard({ match, liveLabel }: { match: MatchRecord; liveLabel: string }) {
  const [home, away] = match.ts ?? [];
  const score = scoreOf(match.nsg);
  const clock = showsClock(match.ms, match.mc) ? clockText(match.mc?.s ?? 0) : '';
  return (
    <li className={rail.item}>
      <Link className={rail.card} to={fillPath(PATHS.matchDetail, { id: match.id })}>
        <span className={rail.meta}>
          <span className={rail.league}>{match.lg?.na}</span>
          <span className={rail.live}>{clock ? `${liveLabel} ${clock}` : liveLabel}</span>
        </span>
        <span className={rail.team}>
          <span className={rail.teamName}>{home?.na}</span>
          <span className={rail.score}>{score?.[0] ?? ''}</span>
        </span>
        <span className={rail.team}>
          <span className={rail.teamName}>{away?.na}</span>
          <span className={rail.score}>{score?.[1] ?? ''}</span>
        </span>
      </Link>
    </li>
  );
}

/** Hot live matches: a compact sideways rail, each card opening /match-detail/{id}. */
export function LiveRail() {
  const { t, i18n } = useTranslation(['home', 'sports']);
  const matches = useQuery(matchListQuery(i18n.language, { type: 1, size: LIVE_RAIL_SIZE }));
  const records = matches.data?.records ?? [];

  let body;
  if (matches.isPending) {
    body = (
      <div className={rail.rail} aria-busy="true" data-testid="live-loading">
        <span className="visually-hidden">{t('home:live.loading')}</span>
        <span className={rail.placeholder} aria-hidden="true" />
        <span className={rail.placeholder} aria-hidden="true" />
      </div>
    );
  } else if (matches.isError) {
    body = <SectionFailure message={t('home:live.failed')} onRetry={() => void matches.refetch()} />;
  } else if (records.length === 0) {
    body = <p className={`${styles.muted} ${rail.empty}`}>{t('home:live.empty')}</p>;
  } else {
    body = (
      <ul className={rail.rail}>
        {records.map((match) => (
          <LiveCard key={match.id} match={match} liveLabel={t('sports:live')} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="home-live">
      <div className={styles.head}>
        <h2 id="home-live" className={styles.heading}>
          {t('home:live.title')}
        </h2>
        <Link className={styles.more} to={PATHS.sports}>
          {t('home:live.all')}
        </Link>
      </div>
      {body}
    </section>
  );
}
