import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';

interface GateQuery {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  data?: unknown;
  refetch: () => Promise<unknown>;
}

export interface QueryGateProps {
  queries: readonly GateQuery[];
  /** Rows of the loading placeholder. */
  rows?: number;
  /** What is loading, read by screen readers ("Loading..." unless given). */
  loadingLabel?: string;
  /** The loading placeholder has a round avatar beside its rows. */
  avatar?: boolean;
  /** The failed-load message ("Could not load this" unless given). */
  errorMessage?: string;
  /**
   * Once every query has its data, the content stays on screen while a reload runs or fails; a retry after a
   * failed first load shows the placeholder again.
   */
  keepLoaded?: boolean;
  /** Class of a box around the loading and error states (e.g. the page padding). */
  className?: string;
  children: () => ReactNode;
}

/** What a screen shows before its data is there: a skeleton while loading, a retry when a load failed. */
export function QueryGate({
  queries,
  rows = 4,
  loadingLabel,
  avatar = false,
  errorMessage,
  keepLoaded = false,
  className,
  children,
}: QueryGateProps) {
  const { t } = useTranslation('common');
  if (keepLoaded && queries.every((query) => query.data !== undefined)) return <>{children()}</>;
  const loading = queries.some((query) => query.isPending || (keepLoaded && query.isFetching));
  const failed = queries.filter((query) => query.isError);
  const frame = (state: ReactNode) => (className ? <div className={className}>{state}</div> : state);
  if (failed.length > 0 && !(keepLoaded && loading)) {
    return frame(
      <ErrorState
        message={errorMessage ?? t('common.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => {
          for (const query of failed) void query.refetch();
        }}
      />,
    );
  }
  if (loading) return frame(<Skeleton label={loadingLabel} avatar={avatar} rows={rows} />);
  return <>{children()}</>;
}
