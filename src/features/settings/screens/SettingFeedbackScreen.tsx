import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS, routePath } from '@/shared/config/paths';
import type { Advice } from '@/shared/api/generated/main/model';
import { adviceListQuery } from '@/shared/advice/advice-queries';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import styles from './SettingFeedbackScreen.module.css';

function FeedbackRow({ advice }: { advice: Advice }) {
  const { t } = useTranslation('service');
  const status = advice.status === 1 ? t('list.replied') : t('list.awaiting');
  return (
    <Link className={styles.row} to={routePath('replyDetail', { id: advice.id })}>
      <span className={styles.top}>
        <span className={styles.type}>{t(`feedback.type.${advice.adviceType}`)}</span>
        <span className={styles.status} data-replied={advice.status === 1}>
          {status}
        </span>
        {advice.hasUnreadReply ? <span className={styles.unread}>{t('list.newReply')}</span> : null}
      </span>
      <span className={styles.content}>{advice.content}</span>
      <span className={styles.time}>{advice.createTime}</span>
    </Link>
  );
}

/**
 * The player's feedback (/settingfeedback): newest first, each with its category, whether it was answered and a
 * mark on threads with an unread reply; more pages load on request. Each opens its thread (/ReplyDetail/{id}).
 */
export function SettingFeedbackScreen() {
  const { t } = useTranslation(['service', 'common']);
  const navigate = useNavigate();
  const token = useToken();
  const list = useInfiniteQuery(adviceListQuery(token));
  const write = () => navigate(PATHS.feedback);

  let body;
  if (list.isPending) body = <Skeleton label={t('service:list.loading')} rows={6} />;
  else if (list.isError) {
    body = <ErrorState message={t('service:list.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void list.refetch()} />;
  } else {
    const records = list.data.pages.flatMap((page) => page.records);
    body =
      records.length === 0 ? (
        <Empty message={t('service:list.empty')} detail={t('service:list.emptyDetail')} action={{ label: t('service:list.write'), onClick: write }} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('service:list.label')}>
            {records.map((advice) => (
              <li key={advice.id}>
                <FeedbackRow advice={advice} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="ghost" block loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              {t('service:list.more')}
            </Button>
          ) : null}
        </>
      );
  }

  return (
    <div className={styles.page}>
      <Button block onClick={write}>
        {t('service:list.write')}
      </Button>
      {body}
    </div>
  );
}
