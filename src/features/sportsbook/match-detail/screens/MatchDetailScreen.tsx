import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { MarketBoard } from '../components/MarketBoard';
import { MatchPage } from '../components/MatchPage';
import { Scoreboard } from '../components/Scoreboard';
import { WatchPanel } from '../components/WatchPanel';
import { useMatchRef } from '../hooks/use-match-ref';

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
  return (
    <MatchPage outright={false} loadingLabel={t('loading')} errorMessage={t('loadFailed')}>
      {(match) => <MatchDetail match={match} />}
    </MatchPage>
  );
}
