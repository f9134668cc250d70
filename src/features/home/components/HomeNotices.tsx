import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/shared/api/generated/main/model';
import { announcementsQuery } from '@/shared/announcements/announcement-queries';
import { useToken } from '@/shared/session/use-session';
import { Marquee } from '@/shared/ui/marquee/Marquee';
import { SpeakerIcon } from './home-icons';
import styles from './HomeNotices.module.css';
import { SectionFailure } from './SectionFailure';

// The full text needs the HTML sanitiser: loaded when a notice is first opened.
const NoticeDialog = lazy(async () => ({ default: (await import('./NoticeDialog')).NoticeDialog }));

/**
 * The notice bar: the viewer's deposit announcements by descending sortNum (SPEC.md section 3), scrolling; a tap
 * opens the whole notice. It keeps one row's height whether loading, empty or failed.
 */
export function HomeNotices() {
  const { t } = useTranslation('home');
  const notices = useQuery(announcementsQuery(useToken()));
  const [open, setOpen] = useState<Announcement | null>(null);
  const list = notices.data?.deposit ?? [];

  if (notices.isPending) {
    return (
      <div className={`${styles.bar} ${styles.quiet}`} aria-busy="true">
        <span className={styles.icon} aria-hidden="true">
          <SpeakerIcon />
        </span>
        <span className={styles.placeholder} />
        <span className="visually-hidden">{t('notices.loading')}</span>
      </div>
    );
  }
  if (notices.isError) {
    return (
      <section className={styles.bar} aria-label={t('notices.label')}>
        <SectionFailure message={t('notices.failed')} onRetry={() => void notices.refetch()} />
      </section>
    );
  }
  if (list.length === 0) {
    return (
      <section className={`${styles.bar} ${styles.quiet}`} aria-label={t('notices.label')}>
        <span className={styles.icon} aria-hidden="true">
          <SpeakerIcon />
        </span>
        <p className={styles.empty}>{t('notices.empty')}</p>
      </section>
    );
  }
  return (
    <>
      <Marquee
        className={styles.marquee}
        items={list.map((notice) => notice.title)}
        label={t('notices.label')}
        icon={<SpeakerIcon />}
        onSelect={(index) => setOpen(list[index] ?? null)}
      />
      {open ? (
        <Suspense fallback={null}>
          <NoticeDialog notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
