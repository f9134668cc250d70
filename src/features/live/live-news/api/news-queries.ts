import { infiniteQueryOptions } from '@tanstack/react-query';
import { getLiveNews } from '@/shared/api/generated/main/live-news/live-news';
import { STALE } from '@/shared/api/query-client';

export const NEWS_PAGE_SIZE = 10;

export const newsKeys = {
  all: ['live-news'] as const,
  pages: (language: string) => [...newsKeys.all, 'pages', language] as const,
};

export const newsPagesQuery = (language: string) =>
  infiniteQueryOptions({
    queryKey: newsKeys.pages(language),
    queryFn: async ({ pageParam, signal }) => (await getLiveNews({ current: pageParam, size: NEWS_PAGE_SIZE }, { signal })).data ?? null,
    initialPageParam: 1,
    getNextPageParam: (last) => (last && last.current * last.size < last.total ? last.current + 1 : undefined),
    staleTime: STALE.catalogue,
  });
