import { queryOptions } from '@tanstack/react-query';
import { listTopBulletins } from '@/shared/api/generated/sports/bulletin/bulletin';
import { STALE } from '@/shared/api/query-client';

export const bulletinKeys = {
  all: ['sports-bulletins'] as const,
  top: (language: string) => ['sports-bulletins', 'top', language] as const,
};

/** The headline bulletins of the sports provider (listTop), shown as a marquee; a failure just hides them. */
export const topBulletinsQuery = (language: string) =>
  queryOptions({
    queryKey: bulletinKeys.top(language),
    queryFn: async ({ signal }) => (await listTopBulletins({}, { signal, noNeedResponseMsg: true })).data ?? [],
    staleTime: STALE.catalogue,
  });
