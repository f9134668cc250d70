import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { listBulletins, listTopBulletins } from '@/shared/api/generated/sports/bulletin/bulletin';
import type { Bulletin } from '@/shared/api/generated/sports/model';
import { nextPageByTotal } from '@/shared/api/paging';
import { STALE } from '@/shared/api/query-client';

export const bulletinKeys = {
  all: ['sports-bulletins'] as const,
  top: (language: string) => ['sports-bulletins', 'top', language] as const,
  pages: (language: string) => ['sports-bulletins', 'pages', language] as const,
};

/** The headline bulletins of the sports provider (listTop), shown as a marquee; a failure just hides them. */
export const topBulletinsQuery = (language: string) =>
  queryOptions({
    queryKey: bulletinKeys.top(language),
    queryFn: async ({ signal }) => (await listTopBulletins({}, { signal, noNeedResponseMsg: true })).data ?? [],
    staleTime: STALE.catalogue,
  });

export const BULLETIN_PAGE_SIZE = 20;

export interface BulletinPageData {
  records: Bulletin[];
  total: number;
  current: number;
}

/** Every bulletin (listPage), newest first, page by page; a failure shows the list's own retry, not a toast. */
export const bulletinPagesQuery = (language: string) =>
  infiniteQueryOptions({
    queryKey: bulletinKeys.pages(language),
    queryFn: async ({ pageParam, signal }): Promise<BulletinPageData> => {
      const page = (await listBulletins({ current: pageParam, size: BULLETIN_PAGE_SIZE }, { signal, noNeedResponseMsg: true })).data;
      const records = [...(page?.records ?? [])].sort((a, b) => b.publishTime - a.publishTime);
      return { records, total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    staleTime: STALE.catalogue,
  });
