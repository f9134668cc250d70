import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getLetterDetail, getLetterList, getLetterTypeCount } from '@/shared/api/generated/main/letter/letter';
import type { Letter, LetterType, LetterTypeCount } from '@/shared/api/generated/main/model';
import { LETTERS_ROOT } from '@/shared/api/queries/letters';

/** The three letter tabs (SPEC.md section 3): 0 notification, 1 event, 2 sport lists. */
export const LETTER_TYPES: readonly LetterType[] = [0, 1, 2];

export const LETTER_PAGE_SIZE = 20;
/** Letters change when the operator sends one; the tab badge polls every minute, the lists follow that pace. */
export const LETTER_STALE_MS = 60_000;

/**
 * Key roots of the member's letters. Everything starts with LETTERS_ROOT, like the unread badge
 * (shared/api/queries/letters.ts), so invalidating `letterKeys.all` after a read or delete refreshes the lists,
 * the per-tab counts and the badge together.
 */
export const letterKeys = {
  all: LETTERS_ROOT,
  list: (token: string | null, letType: LetterType) => ['letters', 'list', token, letType] as const,
  typeCount: (token: string | null) => ['letters', 'type-count', token] as const,
  details: ['letters', 'detail'] as const,
  detail: (token: string | null, id: number) => ['letters', 'detail', token, id] as const,
};

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
    queryFn: async ({ signal }) => (await getLetterTypeCount({ signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: LETTER_STALE_MS,
  });

export interface LetterPage {
  records: Letter[];
  total: number;
  current: number;
}

export const letterListQuery = (token: string | null, letType: LetterType) =>
  infiniteQueryOptions({
    queryKey: letterKeys.list(token, letType),
    queryFn: async ({ pageParam, signal }): Promise<LetterPage> => {
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

export const letterDetailQuery = (token: string | null, id: number) =>
  queryOptions({
    queryKey: letterKeys.detail(token, id),
    queryFn: async ({ signal }) => (await getLetterDetail({ id }, { signal })).data ?? null,
    enabled: Boolean(token) && Number.isSafeInteger(id) && id > 0,
    staleTime: LETTER_STALE_MS,
  });
