import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { routePath } from '@/shared/config/paths';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { useMatchDetail } from '../hooks/use-match-detail';
import styles from '../screens/MatchDetailScreen.module.css';
import { MatchNotFound } from './MatchNotFound';

export interface MatchPageProps {
  /** Whether the page shows outrights (ty 1) or normal matches; a match of the other kind opens at its own route. */
  outright: boolean;
  loadingLabel: string;
  errorMessage: string;
  /** The page's content for the loaded match. */
  children: (match: MatchRecord) => ReactNode;
}

/**
 * The frame of a match page (the match detail and the outright): the route's match loaded with a retry on failure,
 * not found for a bad id or an unknown match, and a match of the other kind sent to its own page.
 */
export function MatchPage({ outright, loadingLabel, errorMessage, children }: MatchPageProps) {
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
            return children(match);
          }}
        </QueryGate>
      )}
    </div>
  );
}
