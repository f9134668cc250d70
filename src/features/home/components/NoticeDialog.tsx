import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/shared/api/generated/main/model';
import { safeHtmlFromBase64 } from '@/shared/lib/safe-html';
import { Button } from '@/shared/ui/button/Button';
import { Dialog } from '@/shared/ui/dialog/Dialog';
import styles from './NoticeDialog.module.css';

/** One notice in full: its title, its time and its text (server HTML, sanitised). */
export function NoticeDialog({ notice, onClose }: { notice: Announcement; onClose: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Dialog
      title={notice.title}
      onClose={onClose}
      actions={
        <Button variant="primary" block onClick={onClose}>
          {t('home:notices.close')}
        </Button>
      }
    >
      {notice.startTime ? <p className={styles.time}>{notice.startTime}</p> : null}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: safeHtmlFromBase64(notice.content) }} />
    </Dialog>
  );
}
