import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getAdviceDetail, getAdviceList, hasUnreadAdviceReply } from '@/shared/api/generated/main/advice/advice';
import type { AdvicePage } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

/**
 * The member's feedback (/feedback, /settingfeedback, /ReplyDetail/{id}): key roots shared by the screens that send
 * feedback and the ones that list it, so sending or opening a thread refreshes the list and the unread flag.
 */
export const adviceKeys = {
  all: ['advice'] as const,
  list: ['advice', 'list'] as const,
  detail: ['advice', 'detail'] as const,
  unread: ['advice', 'unread'] as const,
};

export const ADVICE_PAGE_SIZE = 20;

const emptyPage = (current: number): AdvicePage => ({ records: [], total: 0, current, size: ADVICE_PAGE_SIZE });

export const adviceListQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...adviceKeys.list, token],
    queryFn: async ({ pageParam, signal }) =>
      (await getAdviceList({ current: pageParam, size: ADVICE_PAGE_SIZE }, { signal })).data ?? emptyPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.records.length, 0);
      return loaded < last.total && last.records.length > 0 ? last.current + 1 : undefined;
    },
    enabled: Boolean(token),
    staleTime: 0,
  });

export const adviceDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: [...adviceKeys.detail, id, token],
    queryFn: async ({ signal }) => (await getAdviceDetail(id, { signal })).data,
    enabled: Boolean(token) && Number.isInteger(id) && id > 0,
    staleTime: 0,
  });

/** Whether a reply waits unread; a quiet extra (a badge), so a failure only hides the badge. */
export const adviceUnreadQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...adviceKeys.unread, token],
    queryFn: async ({ signal }) => (await hasUnreadAdviceReply({ signal, silent: true })).data === true,
    enabled: Boolean(token),
    staleTime: STALE.balance,
    retry: false,
  });

/** Reading a thread marks its reply read on the server: the lists and the unread flag are then out of date. */
export function refreshAdviceAfterReading(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: adviceKeys.list });
  void client.invalidateQueries({ queryKey: adviceKeys.unread });
}
