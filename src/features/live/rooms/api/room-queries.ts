import { queryOptions } from '@tanstack/react-query';
import { getLiveRoomDetail, getLiveRoomMatches, getLiveRooms, getLiveSiteConfig } from '@/shared/api/generated/main/rooms/rooms';
import type { LiveRoomCategory } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

/** How often a room list, the streamed matches and an open room are read again (viewers, live or ended). */
export const ROOM_REFRESH_MS = 30_000;

/** Key roots of the live rooms; texts come in the app's language, so it is part of each key. */
export const roomKeys = {
  all: ['rooms'] as const,
  config: () => [...roomKeys.all, 'config'] as const,
  list: (language: string, category: LiveRoomCategory) => [...roomKeys.all, 'list', language, category] as const,
  matches: () => [...roomKeys.all, 'matches'] as const,
  details: () => [...roomKeys.all, 'detail'] as const,
  /** Member-scoped ("following"): ends with the token. */
  detail: (language: string, roomId: number, token: string | null) => [...roomKeys.details(), language, roomId, token] as const,
};

/** The live site setting: the live page variant and the chat limits. */
export const liveSiteConfigQuery = () =>
  queryOptions({
    queryKey: roomKeys.config(),
    queryFn: async ({ signal }) => (await getLiveSiteConfig({ signal })).data ?? null,
    staleTime: STALE.catalogue,
  });

export const roomListQuery = (language: string, category: LiveRoomCategory) =>
  queryOptions({
    queryKey: roomKeys.list(language, category),
    queryFn: async ({ signal }) => (await getLiveRooms({ category }, { signal })).data?.records ?? [],
    staleTime: STALE.liveOdds,
    refetchInterval: ROOM_REFRESH_MS,
  });

export const roomMatchesQuery = () =>
  queryOptions({
    queryKey: roomKeys.matches(),
    queryFn: async ({ signal }) => (await getLiveRoomMatches({ signal })).data ?? [],
    staleTime: STALE.liveOdds,
    refetchInterval: ROOM_REFRESH_MS,
  });

/** One room; the failure is shown by the screen (no toast). */
export const roomDetailQuery = (language: string, roomId: number, token: string | null) =>
  queryOptions({
    queryKey: roomKeys.detail(language, roomId, token),
    queryFn: async ({ signal }) => (await getLiveRoomDetail({ roomId }, { signal, noNeedResponseMsg: true })).data ?? null,
    staleTime: STALE.liveOdds,
    refetchInterval: ROOM_REFRESH_MS,
  });
