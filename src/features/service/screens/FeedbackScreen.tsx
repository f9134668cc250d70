import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adviceUnreadQuery } from '@/shared/advice/advice-queries';
import { loginHref, PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { showToast } from '@/shared/ui/toast/toast';
import { FeedbackForm } from '../components/FeedbackForm';
import styles from './FeedbackScreen.module.css';

/** How long the "sent" toast stays. */
export const FEEDBACK_SENT_MS = 2000;

/**
 * Feedback (/feedback): members send a category, their words and up to three images, then land on their feedback
 * list; the entry to that list shows a dot while a reply waits unread. Guests are asked to log in first.
 */
export function FeedbackScreen() {
  const { t } = useTranslation(['service', 'common']);
  const navigate = useNavigate();
  const token = useToken();
  const unread = useQuery(adviceUnreadQuery(token));

  if (!token) {
    return (
      <div className={styles.page}>
        <p className={styles.intro}>{t('service:feedback.guest')}</p>
        <Button block onClick={() => navigate(loginHref(PATHS.feedback, PATHS.feedback))}>
          {t('service:feedback.login')}
        </Button>
      </div>
    );
  }

  const sent = () => {
    showToast({ message: t('service:feedback.sent'), type: 'success', durationMs: FEEDBACK_SENT_MS });
    navigate(PATHS.settingFeedback, { replace: true });
  };
  return (
    <div className={styles.page}>
      <CellGroup inset>
        <Cell title={t('service:feedback.mine')} description={unread.data ? t('service:feedback.unreadReply') : undefined} to={PATHS.settingFeedback} badge={unread.data === true} />
      </CellGroup>
      <p className={styles.intro}>{t('service:feedback.intro')}</p>
      <FeedbackForm onSent={sent} />
    </div>
  );
}
