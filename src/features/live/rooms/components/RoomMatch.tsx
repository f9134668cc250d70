import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveMatches } from '@/shared/live/match-subscriptions';
import { matchDetailQuery } from '@/shared/sports/match-detail-queries';
import { MatchRow } from '@/shared/ui/match-card/MatchRow';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './rooms.module.css';

/** The room's match from the sportsbook: live score and clock, and its main markets whose odds go into the cart. */
export function RoomMatch({ matchId }: { matchId: number }) {
  const { t, i18n } = useTranslation(['rooms', 'common']);
  const match = useQuery(matchDetailQuery(i18n.language, matchId));
  useLiveMatches([matchId]);
  return (
    <section className={styles.row} aria-label={t('rooms:match.title')}>
      <QueryGate queries={[match]} rows={2} loadingLabel={t('common:common.loading')} errorMessage={t('rooms:match.failed')} keepLoaded>
        {() => (match.data ? <MatchRow match={match.data} /> : <p className={layout.muted}>{t('rooms:match.gone')}</p>)}
      </QueryGate>
    </section>
  );
}
