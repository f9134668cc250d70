import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '@/shared/session/use-session';

// The member's unread letter count, shared by the account tab badge and the account screen's messages entry.

/** The count is read again this often while it shows, and when the page regains focus. */
export const UNREAD_REFRESH_MS = 60_000;

/** Every letter query (lists, per-tab counts, details, this count) starts with this root. */
export const LETTERS_ROOT = ['letters'] as const;
export const letterCountKeys = { unread: [...LETTERS_ROOT, 'unread-count'] as const };

/** Total unread letters of the logged-in member (the account tab badge); guests never ask. */
export const unreadLettersQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...letterCountKeys.unread, token],
    queryFn: async ({ signal }) => {
      // Imported on use: guests never ask, and the letter call module also serves the whole message centre.
      const { getLetterCount } = await import('@/shared/api/generated/main/letter/letter');
      return (await getLetterCount({ signal, silent: true })).data?.totalCount ?? 0;
    },
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
