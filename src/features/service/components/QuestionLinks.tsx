import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeWithQuery } from '@/shared/config/paths';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { tutorialItemsQuery } from '@/shared/tutorial/tutorial-queries';

interface QuestionLinksProps {
  configId: number;
  /** Heading of the list; it also names it. */
  title: string;
  headingLevel?: 2 | 3;
  /** Shows at most this many questions. */
  limit?: number;
}

/** The questions of one category, each a link to its answer (/service-detail?id=). */
export function QuestionLinks({ configId, title, headingLevel = 2, limit }: QuestionLinksProps) {
  const { t } = useTranslation(['service', 'common']);
  const items = useQuery(tutorialItemsQuery(configId));

  if (items.isPending) return <Skeleton label={t('service:questions.loading')} rows={4} />;
  if (items.isError) {
    return <ErrorState message={t('service:questions.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void items.refetch()} />;
  }
  const shown = limit === undefined ? items.data : items.data.slice(0, limit);
  if (shown.length === 0) return <Empty message={t('service:questions.empty')} />;
  return (
    <CellGroup title={title} headingLevel={headingLevel} inset>
      {shown.map((item) => (
        <Cell key={item.id} title={item.title} to={routeWithQuery('serviceDetail', { id: item.id })} />
      ))}
    </CellGroup>
  );
}
