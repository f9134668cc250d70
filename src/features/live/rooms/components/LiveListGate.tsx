import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmptyIconName } from '@/shared/ui/empty/EmptyIcon';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate, type QueryGateProps } from '@/shared/ui/query-gate/QueryGate';

interface LiveListGateProps {
  queries: QueryGateProps['queries'];
  /** Skeleton rows while loading, with a round picture each when `avatar`. */
  rows: number;
  avatar?: boolean;
  failed: string;
  empty: string;
  emptyIcon?: EmptyIconName;
  /** Whether the loaded list has nothing to show. */
  isEmpty: () => boolean;
  children: () => ReactNode;
}

/** A live list's load: the skeleton, the retry when it failed, the empty message when it has nothing, else the list. */
export function LiveListGate({ queries, rows, avatar, failed, empty, emptyIcon, isEmpty, children }: LiveListGateProps) {
  const { t } = useTranslation('common');
  return (
    <QueryGate queries={queries} rows={rows} avatar={avatar} loadingLabel={t('common:common.loading')} errorMessage={failed} keepLoaded>
      {() => (isEmpty() ? <Empty message={empty} icon={emptyIcon} /> : children())}
    </QueryGate>
  );
}
