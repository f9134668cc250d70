import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorialItem } from '@/shared/api/generated/main/model';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { tutorialArticleQuery } from '@/shared/tutorial/tutorial-queries';
import { SafeHtml } from '@/shared/messages/SafeHtml';
import styles from './HelpArticle.module.css';

/** One help topic as a disclosure: its answer is fetched the first time it opens and shown sanitised. */
export function HelpArticle({ item }: { item: TutorialItem }) {
  const { t } = useTranslation(['service', 'common']);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const article = useQuery({ ...tutorialArticleQuery(item.id), enabled: asked });

  const toggle = () => {
    setAsked(true);
    setOpen((was) => !was);
  };

  let body = null;
  if (open) {
    if (article.isPending) body = <Skeleton label={t('service:article.loading')} rows={3} />;
    else if (article.isError || !article.data) {
      body = <ErrorState message={t('service:article.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void article.refetch()} />;
    } else body = <SafeHtml html={article.data.content} />;
  }

  return (
    <div className={styles.item}>
      <h3 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <span>{item.title}</span>
          <span className={styles.mark} aria-hidden="true" data-open={open} />
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {body}
      </div>
    </div>
  );
}
