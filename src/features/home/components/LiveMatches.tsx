import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { matchListQuery } from '@/shared/sports/sports-queries';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { MatchCard } from '@/shared/ui/match-card/MatchCard';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import styles from '../screens/HomeScreen.module.css';

const HOME_LIVE_COUNT = 5;

export function LiveMatches() {
  const { t, i18n } = useTranslation(['home', 'common', 'sports']);
  const { oddsFormat } = useUserSettings();
  const matches = useQuery(matchListQuery(i18n.language, { type: 1, size: HOME_LIVE_COUNT }));
  const records = matches.data?.records ?? [];

  return (
    <section className={styles.panel} aria-labelledby="home-live">
      <div className={styles.row}>
        <h2 id="home-live" className={styles.heading}>
          {t('home:liveMatches')}
        </h2>
        <Link className={styles.link} to={PATHS.sports}>
          {t('home:allSports')}
        </Link>
      </div>
      {matches.isPending ? (
        <Spinner label={t('common:common.loading')} />
      ) : matches.isError ? (
        <ErrorState message={t('common:common.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void matches.refetch()} />
      ) : records.length === 0 ? (
        <p className={styles.muted}>{t('home:noLiveMatches')}</p>
      ) : (
        <div className={styles.list}>
          {records.map((match) => (
            <MatchCard
              key={match.id}
              match={match}
              language={i18n.language}
              oddsFormat={oddsFormat as 1 | 2}
              labels={{ live: t('sports:live'), locked: t('sports:locked') }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
