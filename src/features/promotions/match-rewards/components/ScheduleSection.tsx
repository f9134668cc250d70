import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/shared/config/paths';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { TeamBadge } from '@/shared/ui/match-card/TeamBadge';
import layout from '@/shared/ui/layout/layout.module.css';
import { scheduleQuery } from '../api/match-reward-queries';
import { kickOffOf } from '../lib/match-time';
import styles from './match-rewards.module.css';

/** A schedule campaign's matches (matchTemplate/detail), each opening its match page to bet. */
export function ScheduleSection({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation('match-rewards');
  const schedule = useQuery(scheduleQuery(activityId, i18n.language));
  return (
    <section className={layout.sectionCard} aria-labelledby="schedule-title">
      <h2 id="schedule-title" className={layout.sectionTitle}>
        {t('schedule.title')}
      </h2>
      <QueryGate queries={[schedule]} rows={4} loadingLabel={t('schedule.loading')}>
        {() => {
          const matches = schedule.data?.matches ?? [];
          if (matches.length === 0) return <p className={layout.muted}>{t('schedule.empty')}</p>;
          return (
            <ul className={styles.matches}>
              {matches.map((match) => (
                <li key={match.matchId}>
                  <Link className={styles.fixture} to={routePath('matchDetail', { id: match.matchId })}>
                    <span className={styles.league}>
                      {match.leagueName} · {kickOffOf(match.beginTime, i18n.language)}
                    </span>
                    <span className={styles.side}>
                      <TeamBadge name={match.homeTeam} logo={match.homeLogo} size={24} />
                      {match.homeTeam}
                    </span>
                    <span className={styles.side}>
                      <TeamBadge name={match.awayTeam} logo={match.awayLogo} size={24} />
                      {match.awayTeam}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryGate>
    </section>
  );
}
