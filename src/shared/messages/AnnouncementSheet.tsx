import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { announcementDetailQuery } from '@/shared/announcements/announcement-queries';
import styles from './AnnouncementList.module.css';
import { messageDateTime, messageTime } from './message-time';
import { SafeHtml } from './SafeHtml';

/** One announcement in full: its detail call, the display window and the sanitised content. */
export function AnnouncementSheet({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const token = useToken();
  const detail = useQuery(announcementDetailQuery(announcement.id, token));
  const shown = detail.data ?? null;
  const when = shown?.startTime ?? shown?.createTime;

  return (
    <BottomSheet title={shown?.title ?? announcement.title} onClose={onClose}>
      <div className={styles.detail}>
        {detail.isPending ? (
          <Skeleton label={t('messages:announcements.loading')} rows={5} />
        ) : detail.isError || !shown ? (
          <ErrorState message={t('messages:announcements.detailFailed')} retryLabel={t('common:common.retry')} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            {when ? (
              <p className={styles.time}>
                <time dateTime={messageDateTime(when)}>{messageTime(when, i18n.language)}</time>
              </p>
            ) : null}
            <SafeHtml content={shown.content} />
          </>
        )}
      </div>
    </BottomSheet>
  );
}
