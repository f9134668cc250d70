import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/shared/api/generated/main/model';
import { plainTextFromBase64 } from '@/shared/lib/safe-html';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { announcementsQuery } from '@/shared/announcements/announcement-queries';
import styles from './AnnouncementList.module.css';
import { AnnouncementSheet } from './AnnouncementSheet';
import { messageDateTime, messageTime } from './message-time';

function AnnouncementRow({ item, onOpen }: { item: Announcement; onOpen: (item: Announcement) => void }) {
  const { i18n } = useTranslation();
  const preview = useMemo(() => plainTextFromBase64(item.content), [item.content]);
  const when = item.startTime ?? item.createTime;
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(item)}>
      <span className={styles.title}>{item.title}</span>
      {preview ? <span className={styles.preview}>{preview}</span> : null}
      {when ? (
        <time className={styles.time} dateTime={messageDateTime(when)}>
          {messageTime(when, i18n.language)}
        </time>
      ) : null}
    </button>
  );
}

function Group({ title, items, onOpen }: { title: string; items: Announcement[]; onOpen: (item: Announcement) => void }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <AnnouncementRow item={item} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The announcements on display for the player (or guest): deposit notices first, by descending sortNum, then the
 * normal ones. A tap opens the full notice, loaded by queryAnnByMemberDetail and sanitised.
 */
export function AnnouncementList() {
  const { t } = useTranslation(['messages', 'common']);
  const token = useToken();
  const announcements = useQuery(announcementsQuery(token));
  const [open, setOpen] = useState<Announcement | null>(null);

  if (announcements.isPending) return <Skeleton label={t('messages:announcements.loading')} rows={4} />;
  if (announcements.isError) {
    return (
      <ErrorState message={t('messages:announcements.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void announcements.refetch()} />
    );
  }
  const { deposit, normal } = announcements.data;
  if (deposit.length === 0 && normal.length === 0) return <Empty message={t('messages:announcements.empty')} icon="inbox" />;
  return (
    <div className={styles.wrap}>
      <Group title={t('messages:announcements.deposit')} items={deposit} onOpen={setOpen} />
      <Group title={t('messages:announcements.normal')} items={normal} onOpen={setOpen} />
      {open ? <AnnouncementSheet announcement={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
