import { useEffect, useRef } from 'react';
import type { ChatMutedMessage, ChatEntryMessage, ChatRejectedMessage, RoomStateMessage, ServerMessage } from '@/shared/api/generated/socket/messages';
import { getLiveSocket, type LiveSocket } from './live-socket';
import { useLiveSocket } from './live-socket-context';

/** The room chat's server messages (openapi/live-socket.yaml). */
export type RoomChatMessage = ChatEntryMessage | ChatRejectedMessage | ChatMutedMessage | RoomStateMessage;

const CHAT_TYPES: ReadonlySet<ServerMessage['businessType']> = new Set(['chatEntry', 'chatRejected', 'chatMuted', 'roomState']);

export const isRoomChatMessage = (message: ServerMessage): message is RoomChatMessage => CHAT_TYPES.has(message.businessType);

/** The language the site's chat notices are written in, as the chatJoin message names it. */
export type ChatLanguage = 'vi' | 'zh-CN' | 'en';

export interface RoomChatChannel {
  /** Joins the room (again after every reconnection) until the returned function is called. */
  join(roomId: number, language: ChatLanguage, token: string): () => void;
  /** Sends a member's message; false (and nothing sent) without a connection. */
  send(roomId: number, text: string, clientMsgId: string): boolean;
}

/**
 * The rooms joined on the live socket (ADR 012: the socket module stays the only one touching WebSocket). A room is
 * joined while any screen holds it, and joined again after every reconnection; chatLeave goes when the last one lets go.
 */
export function createRoomChatChannel(socket: Pick<LiveSocket, 'send' | 'onConnected' | 'state'>): RoomChatChannel {
  const joined = new Map<number, { count: number; language: ChatLanguage; token: string }>();
  const sendJoin = (roomId: number) => {
    const seat = joined.get(roomId);
    if (seat && socket.state.get() === 'connected') socket.send({ businessType: 'chatJoin', businessContent: { roomId, language: seat.language, token: seat.token } });
  };
  socket.onConnected(() => {
    for (const roomId of joined.keys()) sendJoin(roomId);
  });
  return {
    join(roomId, language, token) {
      const seat = joined.get(roomId);
      joined.set(roomId, { count: (seat?.count ?? 0) + 1, language, token });
      sendJoin(roomId);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const current = joined.get(roomId);
        if (!current) return;
        if (current.count > 1) {
          joined.set(roomId, { ...current, count: current.count - 1 });
          return;
        }
        joined.delete(roomId);
        if (socket.state.get() === 'connected') socket.send({ businessType: 'chatLeave', businessContent: { roomId } });
      };
    },
    send(roomId, text, clientMsgId) {
      if (socket.state.get() !== 'connected') return false;
      return socket.send({ businessType: 'chatSend', businessContent: { roomId, text, clientMsgId } });
    },
  };
}

const channels = new WeakMap<LiveSocket, RoomChatChannel>();

/** The room chat on `socket` (the app's live socket by default), created on first use: one per socket. */
export function getRoomChatChannel(socket: LiveSocket = getLiveSocket()): RoomChatChannel {
  let channel = channels.get(socket);
  if (!channel) {
    channel = createRoomChatChannel(socket);
    channels.set(socket, channel);
  }
  return channel;
}

/** The room chat on the screen's live socket (useLiveSocket: a provider's, or the app's). */
export function useRoomChatChannel(): RoomChatChannel {
  return getRoomChatChannel(useLiveSocket());
}

/** Runs `run` on the next animation frame (or at once where there are no frames, e.g. jsdom tests). */
const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(run);
  return () => cancelAnimationFrame(frame);
};

/**
 * While mounted and `token` is a member's: joins the room and hands its chat messages to `onBatch`, gathered into one
 * batch per animation frame, so a flood of messages costs one render per frame rather than one per message.
 */
export function useRoomChatMessages(
  roomId: number,
  language: ChatLanguage,
  token: string | null,
  onBatch: (batch: readonly RoomChatMessage[]) => void,
  socket?: Pick<LiveSocket, 'addHandler'>,
  channel?: RoomChatChannel,
): void {
  const screenSocket = useLiveSocket();
  const screenChannel = getRoomChatChannel(screenSocket);
  const messages = socket ?? screenSocket;
  const chat = channel ?? screenChannel;
  const deliver = useRef(onBatch);
  useEffect(() => {
    deliver.current = onBatch;
  });
  useEffect(() => {
    if (!token) return undefined;
    let pending: RoomChatMessage[] = [];
    let cancelFrame: (() => void) | undefined;
    const flush = () => {
      cancelFrame = undefined;
      const batch = pending;
      pending = [];
      if (batch.length > 0) deliver.current(batch);
    };
    const stopListening = messages.addHandler((message) => {
      if (!isRoomChatMessage(message) || message.businessContent.roomId !== roomId) return;
      pending.push(message);
      cancelFrame ??= nextFrame(flush);
    });
    const leave = chat.join(roomId, language, token);
    return () => {
      stopListening();
      leave();
      cancelFrame?.();
    };
  }, [roomId, language, token, messages, chat]);
}
