import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS, routeWithQuery } from '@/shared/config/paths';
import { ApiError } from '@/shared/api/errors';
import { messageDateTime, messageTime } from '@/shared/messages/message-time';
import { SafeHtml } from '@/shared/messages/SafeHtml';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { showToast } from '@/shared/ui/toast/toast';
import { useDeleteLetters } from '@/shared/letters/letter-mutations';
import { letterDetailQuery } from '@/shared/letters/letter-centre-queries';
import { LETTER_TYPE_LABEL } from '../components/letter-types';
import styles from '../components/Letters.module.css';
import { useMarkReadOnOpen } from '../hooks/use-mark-read-on-open';
import { reportActionFailure } from '../lib/report-action-failure';

/** The letter of ?id=: its title, time and sanitised content; opening it marks it read; it can be deleted. */
export function LetterDetailScreen() {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const token = useToken();
  const detail = useQuery(letterDetailQuery(id, token));
  const remove = useDeleteLetters();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const letter = detail.data ?? null;
  useMarkReadOnOpen(letter);

  const backToList = () => navigate(letter ? routeWithQuery('message', { type: letter.letType }) : PATHS.message, { replace: true });
  const missing = <Empty message={t('messages:detail.missing')} action={{ label: t('messages:detail.backToList'), onClick: backToList }} />;

  if (!Number.isSafeInteger(id) || id <= 0) return missing;
  if (detail.isPending) return <Skeleton label={t('messages:detail.loading')} rows={6} />;
  // A letter that no longer exists answers with a refusal the API client has already shown.
  if (detail.isError && detail.error instanceof ApiError) return missing;
  if (detail.isError) {
    return <ErrorState message={t('messages:detail.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void detail.refetch()} />;
  }
  if (!letter) return missing;

  const deleteLetter = () => {
    setConfirming(false);
    return remove.mutateAsync({ ids: [letter.id] }).then(() => {
      showToast({ message: t('messages:done.deleted'), type: 'success', durationMs: 2000 });
      backToList();
    }, reportActionFailure);
  };

  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <header className={styles.summary}>
        <h2 id={titleId} className={styles.detailTitle}>
          {letter.title}
        </h2>
        <p className={styles.meta}>
          <span>{t(`messages:${LETTER_TYPE_LABEL[letter.letType]}`)}</span>
          <time dateTime={messageDateTime(letter.sendTime)}>{messageTime(letter.sendTime, i18n.language)}</time>
        </p>
      </header>
      <SafeHtml content={letter.content} className={styles.card} />
      <Button variant="danger" block loading={remove.isPending} onClick={() => setConfirming(true)}>
        {t('messages:detail.delete')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('messages:confirm.title')}
          message={t('messages:confirm.messageOne')}
          confirmLabel={t('messages:confirm.delete')}
          cancelLabel={t('messages:confirm.keep')}
          onConfirm={() => void deleteLetter()}
          onDismiss={() => setConfirming(false)}
        />
      ) : null}
    </article>
  );
}
