import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { routePath } from '@/shared/config/paths';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { MarketBoard } from '../components/MarketBoard';
import { MatchNotFound } from '../components/MatchNotFound';
import { Scoreboard } from '../components/Scoreboard';
import { WatchPanel } from '../components/WatchPanel';
import { useMatchDetail } from '../hooks/use-match-detail';
import { useMatchRef } from '../hooks/use-match-ref';
import styles from './MatchDetailScreen.module.css';

function MatchDetail({ match }: { match: MatchRecord }) {
  const ref = useMatchRef(match);
  return (
    <>
      <Scoreboard match={match} title={ref.name} />
      <WatchPanel match={match} title={ref.name} />
      <LiveConnectionState />
      <MarketBoard match={match} matchRef={ref} />
    </>
  );
}

/**
 * /match-detail/:id: the scoreboard, the watch entry point, the connection state and every market of one match,
 * kept live by socket pushes (or polling for guests). An outright opens as /champions-detail/:id.
 */
export function MatchDetailScreen() {
  const { t } = useTranslation('match-detail');
  const { id, query } = useMatchDetail();
  if (id === null) {
    return (
      <div className={styles.page}>
        <MatchNotFound />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <QueryGate queries={[query]} rows={6} loadingLabel={t('loading')} errorMessage={t('loadFailed')} keepLoaded>
        {() => {
          const match = query.data;
          if (!match) return <MatchNotFound />;
          if (match.ty === 1) return <Navigate replace to={routePath('championsDetail', { id: match.id })} />;
          return <MatchDetail match={match} />;
        }}
      </QueryGate>
    </div>
  );
}
