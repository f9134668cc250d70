import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { adviceDetailQuery, refreshAdviceAfterReading } from '@/shared/advice/advice-queries';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { LazyImage } from '@/shared/ui/image/LazyImage';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import styles from './ReplyDetailScreen.module.css';

const parseId = (raw: string | undefined): number | null => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * One feedback thread (/ReplyDetail/{id}): what the player wrote, with its images, then customer service's
 * replies oldest first, or a note that the answer is on its way. Opening it marks the replies read, so the list
 * and the unread mark are refreshed.
 */
export function ReplyDetailScreen() {
  const { t } = useTranslation(['service', 'common']);
  const threadMineId = useId();
  const threadRepliesId = useId();
  const navigate = useNavigate();
  const token = useToken();
  const queryClient = useQueryClient();
  const id = parseId(useParams().id);
  const detail = useQuery(adviceDetailQuery(id ?? 0, token));
  const loaded = detail.isSuccess;

  useEffect(() => {
    if (!loaded) return;
    refreshAdviceAfterReading(queryClient);
  }, [loaded, queryClient]);

  const backToList = { label: t('service:thread.backToList'), onClick: () => navigate(PATHS.settingFeedback) };
  if (id === null) return <Empty message={t('service:thread.missing')} icon="search" action={backToList} />;
  if (detail.isPending) return <Skeleton label={t('service:thread.loading')} rows={5} />;
  if (detail.isError || !detail.data) {
    return <ErrorState message={t('service:thread.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void detail.refetch()} />;
  }

  const advice = detail.data;
  const images = advice.images ?? [];
  return (
    <div className={styles.page}>
      <section className={styles.mine} aria-labelledby={threadMineId}>
        <h2 id={threadMineId} className={styles.heading}>
          {t('service:thread.mine', { type: t(`service:feedback.type.${advice.adviceType}`) })}
        </h2>
        <p className={styles.time}>{advice.createTime}</p>
        <p className={styles.text}>{advice.content}</p>
        {images.length > 0 ? (
          <ul className={styles.images} aria-label={t('service:thread.images')}>
            {images.map((src, index) => (
              <li key={src}>
                <LazyImage src={src} alt={t('service:feedback.imageAlt', { number: index + 1 })} width={88} height={88} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby={threadRepliesId} className={styles.replies}>
        <h2 id={threadRepliesId} className={styles.heading}>
          {t('service:thread.replies')}
        </h2>
        {advice.replies.length === 0 ? (
          <p className={styles.waiting}>{t('service:thread.awaiting')}</p>
        ) : (
          <ol className={styles.thread}>
            {advice.replies.map((reply) => (
              <li key={reply.id} className={styles.reply}>
                <p className={styles.from}>{t('service:thread.from')}</p>
                <p className={styles.text}>{reply.content}</p>
                <p className={styles.time}>{reply.replyTime}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
