import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomChatChannel, useRoomChatMessages, type ChatLanguage, type RoomChatMessage } from '@/shared/live/room-chat-channel';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { chatHistoryQuery } from '../api/chat-queries';
import { applyChatBatch, EMPTY_FEED, withHistory, withOwnMessage, withoutOwnMessage, type ChatFeed } from '../lib/chat-feed';
import { checkChatText, newClientMsgId, waitBeforeSending, type ChatTextProblem } from '../lib/chat-rules';

const CHAT_LANGUAGE: Readonly<Record<string, ChatLanguage>> = { vi: 'vi', 'zh-cn': 'zh-CN', en: 'en' };

export type SendOutcome = { sent: true } | { sent: false; problem: ChatTextProblem | 'tooSoon' | 'offline'; waitMs?: number };

/**
 * A room's chat for the screen: the history (read once by a member, polled for a guest) under what the socket
 * brings, batched per frame; and, for a member, sending with the site's length and interval rules checked first.
 */
export function useRoomChat(roomId: number, limits: { maxLength: number; intervalMs: number }) {
  const { i18n } = useTranslation();
  const token = useToken();
  const language = CHAT_LANGUAGE[i18n.language] ?? 'vi';
  const history = useQuery(chatHistoryQuery(i18n.language, roomId));
  // What arrived live; the history goes under it when shown.
  const [live, setFeed] = useState<ChatFeed>(EMPTY_FEED);
  const feed = useMemo(() => (history.data ? withHistory(live, history.data) : live), [live, history.data]);
  const lastSent = useRef<number | null>(null);
  const queryClient = useQueryClient();
  const channel = useRoomChatChannel();

  useRoomChatMessages(roomId, language, token, (batch: readonly RoomChatMessage[]) => setFeed((current) => applyChatBatch(current, batch)));

  const send = useCallback(
    (text: string): SendOutcome => {
      const problem = checkChatText(text, limits.maxLength);
      if (problem) return { sent: false, problem };
      const now = Date.now();
      const wait = waitBeforeSending(lastSent.current, now, limits.intervalMs);
      if (wait > 0) return { sent: false, problem: 'tooSoon', waitMs: wait };
      const clientMsgId = newClientMsgId(now);
      if (!channel.send(roomId, text.trim(), clientMsgId)) return { sent: false, problem: 'offline' };
      lastSent.current = now;
      setFeed((current) => withOwnMessage(current, clientMsgId, text.trim()));
      return { sent: true };
    },
    [roomId, limits.maxLength, limits.intervalMs, channel],
  );

  const dismiss = useCallback((clientMsgId: string) => setFeed((current) => withoutOwnMessage(current, clientMsgId)), []);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: chatHistoryQuery(i18n.language, roomId).queryKey }), [queryClient, i18n.language, roomId]);

  // The member's own mute (the socket says it on joining or when a moderator mutes them): no composer until it ends.
  const me = useQuery(memberProfileQuery(token)).data?.id;
  const until = me === undefined ? undefined : feed.mutedUntil[me];
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return undefined;
    const timer = setTimeout(() => setCheckedAt(Date.now()), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  const mutedUntil = until !== undefined && until > checkedAt ? until : null;

  return { feed, history, loggedIn: Boolean(token), mutedUntil, send, dismiss, reload };
}
