import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeWithQuery } from '@/shared/config/paths';
import { useLiveMatches } from '@/shared/live/match-subscriptions';
import { matchListQuery } from '@/shared/sports/sports-queries';
import { MatchRow } from '@/shared/ui/match-card/MatchRow';
import { roomMatchesQuery } from '../api/room-queries';
import { LiveListGate } from '../components/LiveListGate';
import { LiveSectionPage } from '../components/LiveSectionPage';
import styles from '../components/rooms.module.css';

/** /live/MatchList: the matches a room streams, from the sportsbook (score, odds), each with a way into its room. */
export function LiveMatchListScreen() {
  const { t, i18n } = useTranslation(['rooms', 'common']);
  const streamed = useQuery(roomMatchesQuery());
  const ids = (streamed.data ?? []).map((row) => row.matchId);
  const matches = useQuery({ ...matchListQuery(i18n.language, { matchIds: ids, size: 50 }), enabled: ids.length > 0 });
  useLiveMatches(ids);
  const byId = new Map((matches.data?.records ?? []).map((match) => [match.id, match]));
  return (
    <LiveSectionPage>
      <LiveListGate queries={ids.length > 0 ? [streamed, matches] : [streamed]} rows={4} failed={t('rooms:matches.failed')} empty={t('rooms:matches.empty')} isEmpty={() => ids.length === 0}>
        {() => (
          <ul className={styles.row} aria-label={t('rooms:matches.title')}>
            {(streamed.data ?? []).map((row) => {
              const match = byId.get(row.matchId);
              if (!match) return null;
              return (
                <li key={row.matchId} className={styles.row}>
                  <MatchRow match={match} />
                  <Link className={styles.watch} to={routeWithQuery('livePage', { id: row.roomId })}>
                    {row.roomState === 'live' ? t('rooms:matches.watch', { anchor: row.anchorName }) : t('rooms:matches.scheduled', { anchor: row.anchorName })}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </LiveListGate>
    </LiveSectionPage>
  );
}
