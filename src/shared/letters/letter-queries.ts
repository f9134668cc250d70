import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { Letter, LetterType, LetterTypeCount } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';

// The member's letters: the account tab's unread badge (the shell), the account screen's messages entry and the
// message centre's lists, per-tab counts and details. The letter call module is imported when a letter query
// first runs: guests never ask, and the shell's first paint does not carry it (ADR 008).
const letterCalls = () => import('@/shared/api/generated/main/letter/letter');

/** The three letter tabs (SPEC.md section 3): 0 notification, 1 event, 2 sport lists. */
export const LETTER_TYPES: readonly LetterType[] = [0, 1, 2];

export const LETTER_PAGE_SIZE = 20;
/** Letters change when the operator sends one; the badge is read again this often while it shows. */
export const UNREAD_REFRESH_MS = 60_000;
/** The lists, counts and details follow the badge's pace. */
export const LETTER_STALE_MS = UNREAD_REFRESH_MS;

/**
 * Key roots of the member's letters, each `['letters', kind, ...params, token]`: invalidating `letterKeys.all`
 * after a read or delete refreshes the lists, the per-tab counts and the badge together.
 */
export const letterKeys = {
  all: ['letters'] as const,
  lists: ['letters', 'list'] as const,
  list: (letType: LetterType, token: string | null) => ['letters', 'list', letType, token] as const,
  typeCount: (token: string | null) => ['letters', 'type-count', token] as const,
  details: ['letters', 'detail'] as const,
  detail: (id: number, token: string | null) => ['letters', 'detail', id, token] as const,
  unreadCount: (token: string | null) => ['letters', 'unread-count', token] as const,
};

/** Total unread letters of the logged-in member (the account tab badge); guests never ask. */
export const unreadLettersQuery = (token: string | null) =>
  queryOptions({
    queryKey: letterKeys.unreadCount(token),
    queryFn: async ({ signal }) => (await (await letterCalls()).getLetterCount({ signal, silent: true })).data?.totalCount ?? 0,
    enabled: Boolean(token),
    staleTime: UNREAD_REFRESH_MS,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/** The badge count: 0 for guests and until the first answer. */
export function useUnreadLetterCount(): number {
  const token = useToken();
  const { data } = useQuery(unreadLettersQuery(token));
  return token ? (data ?? 0) : 0;
}

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
