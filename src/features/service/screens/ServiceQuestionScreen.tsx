import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PATHS, routePath } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { SERVICE_QUESTIONS, tutorialCategoriesQuery } from '@/shared/tutorial/tutorial-queries';
import { QuestionLinks } from '../components/QuestionLinks';
import styles from './ServiceQuestionScreen.module.css';

/** The position in the URL: a whole number from 0, else null. */
export function parseIdx(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}

/**
 * The questions of one service-question category (/service-question/{idx}, idx its position in the list): the
 * categories as tabs (switching replaces the URL) and the selected one's questions, each linking to its answer.
 */
export function ServiceQuestionScreen() {
  const { t } = useTranslation(['service', 'common']);
  const navigate = useNavigate();
  const idx = parseIdx(useParams().idx);
  const categories = useQuery(tutorialCategoriesQuery(SERVICE_QUESTIONS));

  if (categories.isPending) return <Skeleton label={t('service:questions.loading')} rows={5} />;
  if (categories.isError) {
    return <ErrorState message={t('service:questions.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void categories.refetch()} />;
  }
  const selected = idx === null ? undefined : categories.data[idx];
  if (!selected) {
    return <Empty message={t('service:questions.noTopic')} icon="search" action={{ label: t('service:questions.backHome'), onClick: () => navigate(PATHS.service) }} />;
  }

  const items = categories.data.map((category) => ({ key: String(category.id), label: category.title }));
  const select = (key: string) => {
    const next = categories.data.findIndex((category) => String(category.id) === key);
    if (next >= 0) navigate(routePath('serviceQuestion', { idx: next }), { replace: true });
  };
  return (
    <div className={styles.page}>
      <Tabs items={items} label={t('service:questions.topics')} value={String(selected.id)} onChange={select}>
        <QuestionLinks key={selected.id} configId={selected.id} title={selected.title} />
      </Tabs>
    </div>
  );
}
