import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchListQuery, statisticalQuery } from '@/shared/sports/sports-queries';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import { MatchList } from '../components/MatchList';
import { SportsMaintenanceBanner } from '../components/SportsMaintenanceBanner';
import styles from './SportsScreen.module.css';

const PLAY_TYPES = [1, 3, 4] as const;
type PlayType = (typeof PLAY_TYPES)[number];

export function SportsScreen() {
  const { t, i18n } = useTranslation(['sports', 'common']);
  const { oddsFormat } = useUserSettings();
  const [type, setType] = useState<PlayType>(1);
  const [sportId, setSportId] = useState(1);
  const stats = useQuery(statisticalQuery(i18n.language));
  const matches = useQuery(matchListQuery(i18n.language, { type, sportId }));
  const sports = stats.data?.sl?.find((entry) => entry.ty === type)?.ssl?.filter((sport) => sport.c > 0) ?? [];
  const records = matches.data?.records ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('sports:title')}</h1>
      <SportsMaintenanceBanner />
      <div className={styles.tabs} role="tablist" aria-label={t('sports:title')}>
        {PLAY_TYPES.map((playType) => (
          <button
            key={playType}
            type="button"
            role="tab"
            aria-selected={type === playType}
            className={styles.tab}
            onClick={() => setType(playType)}
          >
            {t(`sports:tab.${playType}`)}
          </button>
        ))}
      </div>
      {sports.length > 0 ? (
        <div className={styles.chips}>
          {sports.map((sport) => (
            <button
              key={sport.sid}
              type="button"
              aria-pressed={sportId === sport.sid}
              className={styles.chip}
              onClick={() => setSportId(sport.sid)}
            >
              {t(`sports:sport.${sport.sid}`, { defaultValue: String(sport.sid) })} ({sport.c})
            </button>
          ))}
        </div>
      ) : null}
      <div role="tabpanel" aria-label={t(`sports:tab.${type}`)}>
        {matches.isPending ? (
          <Spinner label={t('common:common.loading')} />
        ) : matches.isError ? (
          <ErrorState message={t('common:common.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void matches.refetch()} />
        ) : records.length === 0 ? (
          <p className={styles.muted}>{t('sports:empty')}</p>
        ) : (
          <MatchList
            matches={records}
            language={i18n.language}
            oddsFormat={oddsFormat as 1 | 2}
            labels={{ live: t('sports:live'), locked: t('sports:locked') }}
          />
        )}
      </div>
    </div>
  );
}
