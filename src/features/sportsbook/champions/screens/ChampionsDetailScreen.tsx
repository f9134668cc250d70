import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { routePath } from '@/shared/config/paths';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { MarketBoard } from '@/features/sportsbook/match-detail/components/MarketBoard';
import { MatchNotFound } from '@/features/sportsbook/match-detail/components/MatchNotFound';
import { useMatchDetail } from '@/features/sportsbook/match-detail/hooks/use-match-detail';
import { useMatchRef } from '@/features/sportsbook/match-detail/hooks/use-match-ref';
import { OutrightHeader } from '../components/OutrightHeader';
import styles from '@/features/sportsbook/match-detail/screens/MatchDetailScreen.module.css';

function Outright({ match }: { match: MatchRecord }) {
  const ref = useMatchRef(match);
  return (
    <>
      <OutrightHeader match={match} />
      <LiveConnectionState />
      <MarketBoard match={match} matchRef={ref} />
    </>
  );
}

/**
 * /champions-detail/:id: an outright (match ty 1) with every contender and its odds, favourite first, as bet
 * selections. A normal match opens as /match-detail/:id.
 */
export function ChampionsDetailScreen() {
  const { t } = useTranslation('match-detail');
  const { id, query } = useMatchDetail();
  return (
    <div className={styles.page}>
      {id === null ? (
        <MatchNotFound />
      ) : (
        <QueryGate queries={[query]} rows={6} loadingLabel={t('outright.loading')} errorMessage={t('outright.loadFailed')} keepLoaded>
          {() => {
            const match = query.data;
            if (!match) return <MatchNotFound />;
            if (match.ty !== 1) return <Navigate replace to={routePath('matchDetail', { id: match.id })} />;
            return <Outright match={match} />;
          }}
        </QueryGate>
      )}
    </div>
  );
}
