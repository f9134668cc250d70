import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/shared/config/paths';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { SERVICE_QUESTIONS, tutorialCategoriesQuery } from '@/shared/tutorial/tutorial-queries';
import styles from './CommonQuestions.module.css';
import { QuestionLinks } from './QuestionLinks';

/** How many questions of the first category the service home lists. */
export const COMMON_QUESTION_COUNT = 5;

/**
 * The common questions of the service home: the service-question categories (each to /service-question/{idx})
 * and the first questions of the first category (each to /service-detail).
 */
export function CommonQuestions() {
  const { t } = useTranslation(['service', 'common']);
  const commonQuestionsId = useId();
  const categories = useQuery(tutorialCategoriesQuery(SERVICE_QUESTIONS));

  let body;
  if (categories.isPending) body = <Skeleton label={t('service:questions.loading')} rows={2} />;
  else if (categories.isError) {
    body = (
      <ErrorState message={t('service:questions.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void categories.refetch()} />
    );
  } else if (categories.data.length === 0) body = <p className={styles.none}>{t('service:questions.empty')}</p>;
  else {
    const first = categories.data[0];
    body = (
      <>
        <ul className={styles.topics} aria-label={t('service:questions.topics')}>
          {categories.data.map((category, idx) => (
            <li key={category.id}>
              <Link className={styles.topic} to={routePath('serviceQuestion', { idx })}>
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
        {first ? <QuestionLinks configId={first.id} title={first.title} headingLevel={3} limit={COMMON_QUESTION_COUNT} /> : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={commonQuestionsId}>
      <h2 id={commonQuestionsId} className={styles.heading}>
        {t('service:questions.title')}
      </h2>
      {body}
    </section>
  );
}
