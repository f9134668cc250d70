import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { HELP_CENTRE, tutorialCategoriesQuery, tutorialItemsQuery } from '@/shared/tutorial/tutorial-queries';
import { ContactPrompt } from '../components/ContactPrompt';
import { HelpArticle } from '../components/HelpArticle';
import { parseArticleId } from '../lib/article-id';
import styles from './HelpSubScreen.module.css';

/** The topics of one help category (/helpsub?id=): each opens in place to show its sanitised answer. */
export function HelpSubScreen() {
  const { t } = useTranslation(['service', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const configId = parseArticleId(params.get('id'));
  const categories = useQuery(tutorialCategoriesQuery(HELP_CENTRE));
  const items = useQuery(tutorialItemsQuery(configId ?? undefined));
  const backToHelp = { label: t('service:help.backToHelp'), onClick: () => navigate(PATHS.help) };

  if (configId === null) return <Empty message={t('service:help.noTopic')} icon="search" action={backToHelp} />;
  if (items.isPending) return <Skeleton label={t('service:help.loading')} rows={5} />;
  if (items.isError) {
    return <ErrorState message={t('service:help.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void items.refetch()} />;
  }
  const title = categories.data?.find((category) => category.id === configId)?.title ?? t('service:help.topics');
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{title}</h2>
      {items.data.length === 0 ? (
        <Empty message={t('service:help.noArticles')} action={backToHelp} />
      ) : (
        <div className={styles.list}>
          {items.data.map((item) => (
            <HelpArticle key={item.id} item={item} />
          ))}
        </div>
      )}
      <ContactPrompt />
    </div>
  );
}
