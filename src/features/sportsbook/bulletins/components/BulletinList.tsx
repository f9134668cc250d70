import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bulletin } from '@/shared/api/generated/sports/model';
import { bulletinPagesQuery } from '@/shared/sports/bulletin-queries';
import { Empty } from '@/shared/ui/empty/Empty';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import styles from './Bulletins.module.css';

const KNOWN_TYPES = [1, 2, 3, 4];

/** One notice: its kind, title, publication time and text (plain text, line breaks kept). */
const BulletinItem = memo(function BulletinItem({ bulletin }: { bulletin: Bulletin }) {
  const { t, i18n } = useTranslation('sports-help');
  const published = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(bulletin.publishTime));
  return (
    <article className={styles.item} aria-labelledby={`bulletin-${bulletin.id}`}>
      <p className={styles.meta}>
        <span className={styles.type} data-type={bulletin.type}>
          {t(`bulletins.type.${KNOWN_TYPES.includes(bulletin.type) ? bulletin.type : 1}`)}
        </span>
        <time dateTime={new Date(bulletin.publishTime).toISOString()}>{t('bulletins.published', { date: published })}</time>
      </p>
      <h3 id={`bulletin-${bulletin.id}`} className={styles.itemTitle}>
        {bulletin.title}
      </h3>
      <p className={styles.content}>{bulletin.content}</p>
    </article>
  );
});

export interface BulletinListProps {
  /** `window` on a page, `container` inside a sheet (the list scrolls in a box of `height`). */
  scroll?: 'window' | 'container';
  height?: string;
}

/** The sports provider's notices (listPage), newest first, loaded page by page as the player scrolls. */
export function BulletinList({ scroll = 'window', height }: BulletinListProps) {
  const { t, i18n } = useTranslation('sports-help');
  const query = useInfiniteQuery(bulletinPagesQuery(i18n.language));
  const bulletins = useMemo(() => query.data?.pages.flatMap((page) => page.records) ?? [], [query.data]);
  return (
    <QueryGate queries={[query]} rows={4} loadingLabel={t('bulletins.loading')} errorMessage={t('bulletins.loadFailed')}>
      {() => (
        <InfiniteList
          items={bulletins}
          label={t('bulletins.title')}
          getKey={(bulletin) => bulletin.id}
          estimateSize={140}
          scroll={scroll}
          height={height}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          error={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          empty={<Empty message={t('bulletins.empty')} icon="inbox" />}
          renderItem={(bulletin) => <BulletinItem bulletin={bulletin} />}
        />
      )}
    </QueryGate>
  );
}
