import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonShape } from '@/shared/ui/skeleton/Skeleton';
import styles from './AuthForm.module.css';

/**
 * The username the mobile registration will create (GET /api/user/auth/mobile-registerCreatName), with a way to
 * draw another one, and a retry when it could not be loaded.
 */
export function GeneratedName({ query, error }: { query: UseQueryResult<string>; error?: string | undefined }) {
  const { t } = useTranslation(['auth', 'common']);
  const labelId = useId();
  return (
    <div className={styles.generated} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.generatedLabel}>
        {t('auth:register.generatedName')}
      </span>
      <div className={styles.generatedRow}>
        {query.isPending ? (
          <Skeleton label={t('auth:register.generatedLoading')}>
            <SkeletonShape width="8em" />
          </Skeleton>
        ) : query.isError ? (
          <span role="alert">{t('auth:register.generatedFailed')}</span>
        ) : (
          <output aria-live="polite" data-testid="generated-name">
            {query.data}
          </output>
        )}
        <button type="button" className={styles.textButton} disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isError ? t('common:common.retry') : t('auth:register.anotherName')}
        </button>
      </div>
      {error && !query.isError ? <p className={styles.alert}>{error}</p> : null}
    </div>
  );
}
