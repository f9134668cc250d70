import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { routePath } from '@/shared/config/paths';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { useMatchDetail } from '../hooks/use-match-detail';
import { useMatchRef } from '../hooks/use-match-ref';
import styles from '../screens/MatchDetailScreen.module.css';
import { MarketBoard } from './MarketBoard';
import type { MatchRef } from './match-ref';
import { MatchNotFound } from './MatchNotFound';

/** The head of a match page, drawn above the connection state and the markets. */
export type MatchPageHead = (match: MatchRecord, ref: MatchRef) => ReactNode;

export interface MatchPageProps {
  /** Whether the page shows outrights (ty 1) or normal matches; a match of the other kind opens at its own route. */
  outright: boolean;
  loadingLabel: string;
  errorMessage: string;
  head: MatchPageHead;
}

function MatchContent({ match, head }: { match: MatchRecord; head: MatchPageHead }) {
  const ref = useMatchRef(match);
  return (
    <>
      {head(match, ref)}
      <LiveConnectionState />
      <MarketBoard match={match} matchRef={ref} />
    </>
  );
}

/**
 * A match page (the match detail and the outright): the route's match loaded with a retry on failure, not found
 * for a bad id or an unknown match, a match of the other kind sent to its own page; then the page's head, the live
 * connection state and every market.
 */
export function MatchPage({ outright, loadingLabel, errorMessage, head }: MatchPageProps) {
  const { id, query } = useMatchDetail();
  return (
    <div className={styles.page}>
      {id === null ? (
        <MatchNotFound />
      ) : (
        <QueryGate queries={[query]} rows={6} loadingLabel={loadingLabel} errorMessage={errorMessage} keepLoaded>
          {() => {
            const match = query.data;
            if (!match) return <MatchNotFound />;
            if ((match.ty === 1) !== outright) {
              return <Navigate replace to={routePath(outright ? 'matchDetail' : 'championsDetail', { id: match.id })} />;
            }
            return <MatchContent match={match} head={head} />;
          }}
        </QueryGate>
      )}
    </div>
  );
}
