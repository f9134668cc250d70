import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { tutorialArticleQuery } from '@/shared/tutorial/tutorial-queries';
import { SafeHtml } from '@/shared/messages/SafeHtml';
import { ContactPrompt } from '../components/ContactPrompt';
import { parseArticleId } from '../lib/article-id';
import styles from './ServiceDetailScreen.module.css';

/**
 * One answer (/service-detail?id=): its title, when it was last updated, the body (server HTML, sanitised), and the
 * customer-service pop-up of the article when the server offers one.
 */
export function ServiceDetailScreen() {
  const { t } = useTranslation(['service', 'common']);
  const articleTitleId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseArticleId(params.get('id'));
  const article = useQuery(tutorialArticleQuery(id ?? undefined));

  if (id === null) {
    return <Empty message={t('service:article.missing')} icon="search" action={{ label: t('service:questions.backHome'), onClick: () => navigate(PATHS.service) }} />;
  }
  if (article.isPending) return <Skeleton label={t('service:article.loading')} rows={6} />;
  if (article.isError || !article.data) {
    return <ErrorState message={t('service:article.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void article.refetch()} />;
  }
  const { title, content, updateTime } = article.data;
  return (
    <article className={styles.page} aria-labelledby={articleTitleId}>
      <h2 id={articleTitleId} className={styles.title}>
        {title}
      </h2>
      {updateTime ? <p className={styles.meta}>{t('service:article.updated', { time: updateTime })}</p> : null}
      <SafeHtml html={content} />
      <ContactPrompt itemId={id} />
    </article>
  );
}
