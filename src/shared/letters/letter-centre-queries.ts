import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Letter, LetterType, LetterTypeCount } from '@/shared/api/generated/main/model';
import { LETTER_STALE_MS, letterCalls, letterKeys } from './letter-queries';

// The message centre's letter queries: per-tab unread counts, the lists by tab and one letter's detail. Their key
// roots are letterKeys, so a read or delete that invalidates letterKeys.all refreshes them with the badge.

/** The three letter tabs (SPEC.md section 3): 0 notification, 1 event, 2 sport lists. */
export const LETTER_TYPES: readonly LetterType[] = [0, 1, 2];

export const LETTER_PAGE_SIZE = 20;

/** Unread letters of one tab, as the type-count call names them (openapi letter.yaml). */
export function unreadOfType(counts: LetterTypeCount | null | undefined, letType: LetterType): number {
  if (!counts) return 0;
  if (letType === 0) return counts.announceCount;
  if (letType === 1) return counts.eventCount;
  return counts.activityCount;
}

export const letterTypeCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: letterKeys.typeCount(token),
    queryFn: async ({ signal }) => (await (await letterCalls()).getLetterTypeCount({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: LETTER_STALE_MS,
  });

export interface LetterPage {
  records: Letter[];
  total: number;
  current: number;
}

export const letterListQuery = (letType: LetterType, token: string | null) =>
  infiniteQueryOptions({
    queryKey: letterKeys.list(letType, token),
    queryFn: async ({ pageParam, signal }): Promise<LetterPage> => {
      const { getLetterList } = await letterCalls();
      const page = (await getLetterList({ letType, current: pageParam, size: LETTER_PAGE_SIZE }, { signal })).data;
      return { records: page?.records ?? [], total: page?.total ?? 0, current: page?.current ?? pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.records.length, 0);
      return loaded < last.total && last.records.length > 0 ? last.current + 1 : undefined;
    },
    enabled: Boolean(token),
    staleTime: LETTER_STALE_MS,
  });

export const letterDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: letterKeys.detail(id, token),
    queryFn: async ({ signal }) => (await (await letterCalls()).getLetterDetail({ id }, { signal })).data ?? null,
    enabled: Boolean(token) && Number.isSafeInteger(id) && id > 0,
    staleTime: LETTER_STALE_MS,
  });
