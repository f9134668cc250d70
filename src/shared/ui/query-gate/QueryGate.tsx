import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';

interface GateQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryGateProps {
  queries: readonly GateQuery[];
  /** Rows of the loading placeholder. */
  rows?: number;
  children: () => ReactNode;
}

/** What a screen shows before its data is there: a skeleton while loading, a retry when a load failed. */
export function QueryGate({ queries, rows = 4, children }: QueryGateProps) {
  const { t } = useTranslation('common');
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <ErrorState
        message={t('common.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => {
          for (const query of failed) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <Skeleton rows={rows} />;
  return <>{children()}</>;
}
