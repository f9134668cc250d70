import { queryOptions } from '@tanstack/react-query';
import { getMemberAnnouncementDetail, getMemberAnnouncements } from '@/shared/api/generated/main/announcement/announcement';
import type { Announcement } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

/**
 * Announcements of the message centre and /eventannouncement. Guests and members see different ones (VIP-only
 * notices), so the token is part of every key.
 */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: (token: string | null) => ['announcements', 'list', token] as const,
  detail: (id: number, token: string | null) => ['announcements', 'detail', id, token] as const,
};

/** Deposit notices (annType 1) and normal ones (annType 0), each by descending sortNum (SPEC.md section 3). */
export interface AnnouncementGroups {
  deposit: Announcement[];
  normal: Announcement[];
}

const bySortNumDesc = (a: Announcement, b: Announcement): number => b.sortNum - a.sortNum || b.id - a.id;

export function groupAnnouncements(list: readonly Announcement[]): AnnouncementGroups {
  return {
    deposit: list.filter((item) => item.annType === 1).sort(bySortNumDesc),
    normal: list.filter((item) => item.annType !== 1).sort(bySortNumDesc),
  };
}

export const announcementsQuery = (token: string | null) =>
  queryOptions({
    queryKey: announcementKeys.list(token),
    queryFn: async ({ signal }) => groupAnnouncements((await getMemberAnnouncements(undefined, { signal })).data ?? []),
    staleTime: STALE.catalogue,
  });

export const announcementDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: announcementKeys.detail(id, token),
    queryFn: async ({ signal }) => (await getMemberAnnouncementDetail({ id }, { signal })).data ?? null,
    staleTime: STALE.catalogue,
  });
