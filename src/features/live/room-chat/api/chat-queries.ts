import { queryOptions } from '@tanstack/react-query';
import { getRoomChatHistory } from '@/shared/api/generated/main/room-chat/room-chat';
import { getToken } from '@/shared/session/token-store';

/** Guests have no socket (SPEC.md section 4): they read the chat by asking for its history at this pace. */
export const GUEST_CHAT_REFRESH_MS = 5_000;

export const chatKeys = {
  all: ['room-chat'] as const,
  history: (language: string, roomId: number) => [...chatKeys.all, 'history', language, roomId] as const,
};

/** The room's recent chat: read once by a member (the socket brings the rest), polled for a guest. */
export const chatHistoryQuery = (language: string, roomId: number) =>
  queryOptions({
    queryKey: chatKeys.history(language, roomId),
    queryFn: async ({ signal }) => (await getRoomChatHistory({ roomId }, { signal, noNeedResponseMsg: true })).data ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: () => (getToken() ? false : GUEST_CHAT_REFRESH_MS),
  });
