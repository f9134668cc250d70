import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getLiveAnchorDetail, getLiveAnchors } from '@/shared/api/generated/main/anchors/anchors';
import { STALE } from '@/shared/api/query-client';
import { roomKeys } from '@/features/live/rooms/api/room-queries';

/** Key roots of the anchors; "following" makes the detail member-scoped (ends with the token). */
export const anchorKeys = {
  all: ['anchors'] as const,
  list: (language: string) => [...anchorKeys.all, 'list', language] as const,
  details: () => [...anchorKeys.all, 'detail'] as const,
  detail: (language: string, anchorId: number, token: string | null) => [...anchorKeys.details(), language, anchorId, token] as const,
};

export const anchorListQuery = (language: string) =>
  queryOptions({
    queryKey: anchorKeys.list(language),
    queryFn: async ({ signal }) => (await getLiveAnchors({ signal })).data ?? [],
    staleTime: STALE.profile,
  });

export const anchorDetailQuery = (language: string, anchorId: number, token: string | null) =>
  queryOptions({
    queryKey: anchorKeys.detail(language, anchorId, token),
    queryFn: async ({ signal }) => (await getLiveAnchorDetail({ anchorId }, { signal, noNeedResponseMsg: true })).data ?? null,
    staleTime: STALE.profile,
  });

/** After a follow: the anchor pages, the list and the rooms (their "following") are read again. */
export async function refreshAfterFollow(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: anchorKeys.all }),
    client.invalidateQueries({ queryKey: roomKeys.details() }),
  ]);
}
