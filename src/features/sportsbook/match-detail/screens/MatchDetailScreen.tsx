import { useTranslation } from 'react-i18next';
import { MatchPage } from '../components/MatchPage';
import { Scoreboard } from '../components/Scoreboard';
import { WatchPanel } from '../components/WatchPanel';

/**
 * /match-detail/:id: the scoreboard, the watch entry point, the connection state and every market of one match,
 * kept live by socket pushes (or polling for guests). An outright opens as /champions-detail/:id.
 */
export function MatchDetailScreen() {
  const { t } = useTranslation('match-detail');
  return (
    <MatchPage
      outright={false}
      loadingLabel={t('loading')}
      errorMessage={t('loadFailed')}
      head={(match, ref) => (
        <>
          <Scoreboard match={match} title={ref.name} />
          <WatchPanel match={match} title={ref.name} />
        </>
      )}
    />
  );
}
