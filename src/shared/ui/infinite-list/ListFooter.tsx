import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { SpinnerRing } from '../spinner/Spinner';
import styles from './InfiniteList.module.css';

export interface ListFooterProps {
  count: number;
  hasMore: boolean;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty?: ReactNode;
}

/** What follows the rows: loading more, a failed page with retry, the end of the list, or the empty state. */
export function ListFooter({ count, hasMore, loading, error, onRetry, empty }: ListFooterProps) {
  const { t } = useTranslation('layout');
  if (error) {
    return (
      <div className={styles.footer} role="alert">
        <span>{t('list.loadFailed')}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={styles.footer} role="status">
        <SpinnerRing size="sm" />
        <span>{t('list.loadingMore')}</span>
      </div>
    );
  }
  if (count === 0 && !hasMore) {
    return <div className={styles.empty}>{empty ?? <p>{t('list.empty')}</p>}</div>;
  }
  if (!hasMore) {
    return <p className={`${styles.footer} ${styles.end}`}>{t('list.end')}</p>;
  }
  return null;
}
