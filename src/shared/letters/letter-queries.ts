import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LetterType } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';

// The member's letters: key roots and the unread count that the account tab's badge (the shell) and the account
// screen's messages entry show. The message centre's lists, per-tab counts and details are in
// letter-centre-queries.ts, so the shell's start-up bundle carries only the badge. The letter call module is
// imported when a letter query first runs: guests never ask, and the shell's first paint does not carry it
// (ADR 008).
export const letterCalls = () => import('@/shared/api/generated/main/letter/letter');

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
