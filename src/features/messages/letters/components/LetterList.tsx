import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterType } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { showToast } from '@/shared/ui/toast/toast';
import { useDeleteLetters, useReadAllLetters, useReadLetters } from '@/shared/letters/letter-mutations';
import { letterListQuery } from '@/shared/letters/letter-centre-queries';
import { reportActionFailure } from '../lib/report-action-failure';
import { LetterRow } from './LetterRow';
import styles from './Letters.module.css';
import { LetterToolbar } from './LetterToolbar';
import { LETTER_TYPE_LABEL } from './letter-types';

const DONE_TOAST_MS = 2000;

/** The letters of one tab, page by page, with select mode to read or delete one or many. */
export function LetterList({ letType, unread }: { letType: LetterType; unread: number }) {
  const { t } = useTranslation(['messages', 'common']);
  const token = useToken();
  const query = useInfiniteQuery(letterListQuery(letType, token));
  const read = useReadLetters();
  const readAll = useReadAllLetters();
  const remove = useDeleteLetters();
  const [selecting, setSelecting] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const letters = useMemo(() => query.data?.pages.flatMap((page) => page.records) ?? [], [query.data]);
  // Only letters still in the list count as selected (a refresh may have removed some).
  const selected = useMemo(() => letters.filter((letter) => picked.has(letter.id)).map((letter) => letter.id), [letters, picked]);

  const stopSelecting = () => {
    setSelecting(false);
    setPicked(new Set());
  };
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const done = (key: string) => showToast({ message: t(key), type: 'success', durationMs: DONE_TOAST_MS });

  const readSelected = () =>
    read.mutateAsync({ letType, ids: selected }).then(() => {
      done('messages:done.read');
      stopSelecting();
    }, reportActionFailure);
  const readWholeTab = () => readAll.mutateAsync(letType).then(() => done('messages:done.read'), reportActionFailure);
  const deleteSelected = () => {
    setConfirming(false);
    return remove.mutateAsync({ ids: selected }).then(() => {
      done('messages:done.deleted');
      stopSelecting();
    }, reportActionFailure);
  };

  if (query.isPending) return <Skeleton label={t('messages:list.loading')} rows={4} />;
  if (query.isError && letters.length === 0) {
    return <ErrorState message={t('messages:list.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className={styles.panel}>
      <LetterToolbar
        selecting={selecting}
        count={letters.length}
        selectedCount={selected.length}
        unread={unread}
        onStartSelecting={() => setSelecting(true)}
        onStopSelecting={stopSelecting}
        onToggleAll={(all) => setPicked(all ? new Set(letters.map((letter) => letter.id)) : new Set())}
        onReadSelected={readSelected}
        onDeleteSelected={() => setConfirming(true)}
        onReadAll={readWholeTab}
      />
      <InfiniteList
        items={letters}
        label={t(`messages:${LETTER_TYPE_LABEL[letType]}`)}
        getKey={(letter) => letter.id}
        estimateSize={88}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        error={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        empty={<Empty message={t('messages:list.empty')} icon="inbox" />}
        renderItem={(letter) => <LetterRow letter={letter} selecting={selecting} selected={picked.has(letter.id)} onToggle={toggle} />}
      />
      {confirming ? (
        <ConfirmDialog
          title={t('messages:confirm.title')}
          message={t('messages:confirm.message', { count: selected.length })}
          confirmLabel={t('messages:confirm.delete')}
          cancelLabel={t('messages:confirm.keep')}
          onConfirm={() => void deleteSelected()}
          onDismiss={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
