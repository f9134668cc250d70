import type { ChatEntryContent } from '@/shared/api/generated/socket/messages';
import type { RoomChatMessage } from '@/shared/live/room-chat-channel';

/**
 * The chat a room shows, as a pure state: the entries (oldest first, at most CHAT_FEED_LIMIT, so the list stays
 * small however fast the chat goes), the member's own messages still on their way or refused, who is muted, and
 * whether the stream has ended. Socket batches and history answers are applied to it; it never changes its input.
 */

/** How many entries the chat keeps (and renders). */
export const CHAT_FEED_LIMIT = 60;

export type OwnMessageState = 'sending' | 'rejected';

export interface OwnMessage {
  clientMsgId: string;
  text: string;
  state: OwnMessageState;
  /** Why the server refused it. */
  reason?: string;
}

export interface ChatFeed {
  entries: readonly ChatEntryContent[];
  own: readonly OwnMessage[];
  muted: readonly number[];
  /** Until when each user the socket said was muted stays muted (epoch ms), the member among them. */
  mutedUntil: Readonly<Record<number, number>>;
  ended: boolean;
}

export const EMPTY_FEED: ChatFeed = { entries: [], own: [], muted: [], mutedUntil: {}, ended: false };

const visible = (entry: ChatEntryContent, muted: readonly number[]) => entry.kind !== 'text' || !muted.includes(entry.user.userId);

/** The newest entries with no repeated id, oldest first, muted users left out, at most CHAT_FEED_LIMIT. */
function merge(existing: readonly ChatEntryContent[], added: readonly ChatEntryContent[], muted: readonly number[]): ChatEntryContent[] {
  const seen = new Set<string>();
  const out: ChatEntryContent[] = [];
  const all = [...existing, ...added];
  for (let i = all.length - 1; i >= 0 && out.length < CHAT_FEED_LIMIT; i -= 1) {
    const entry = all[i]!;
    if (seen.has(entry.entryId) || !visible(entry, muted)) continue;
    seen.add(entry.entryId);
    out.push(entry);
  }
  return out.reverse();
}

/** The feed with the room's history (an answer of the history call) under what arrived live. */
export function withHistory(feed: ChatFeed, history: { entries: readonly ChatEntryContent[]; mutedUserIds: readonly number[] }): ChatFeed {
  const muted = [...new Set([...feed.muted, ...history.mutedUserIds])];
  const live = feed.entries.filter((entry) => !history.entries.some((old) => old.entryId === entry.entryId));
  return { ...feed, muted, entries: merge(history.entries, live, muted) };
}

/** The feed after a socket batch. */
export function applyChatBatch(feed: ChatFeed, batch: readonly RoomChatMessage[]): ChatFeed {
  let { entries, own, muted, mutedUntil, ended } = feed;
  const added: ChatEntryContent[] = [];
  for (const message of batch) {
    switch (message.businessType) {
      case 'chatEntry': {
        const entry = message.businessContent;
        added.push(entry);
        if (entry.kind === 'text' && entry.clientMsgId !== undefined) own = own.filter((mine) => mine.clientMsgId !== entry.clientMsgId);
        if (entry.kind === 'notice' && entry.noticeType === 'ended') ended = true;
        break;
      }
      case 'chatRejected': {
        const { clientMsgId, reason } = message.businessContent;
        own = own.map((mine) => (mine.clientMsgId === clientMsgId ? { ...mine, state: 'rejected', reason } : mine));
        break;
      }
      case 'chatMuted': {
        const { userId, untilTime } = message.businessContent;
        if (!muted.includes(userId)) muted = [...muted, userId];
        if (mutedUntil[userId] !== untilTime) mutedUntil = { ...mutedUntil, [userId]: untilTime };
        break;
      }
      case 'roomState':
        ended = message.businessContent.state === 'ended';
        break;
    }
  }
  if (added.length > 0 || muted !== feed.muted) entries = merge(entries, added, muted);
  if (entries === feed.entries && own === feed.own && muted === feed.muted && mutedUntil === feed.mutedUntil && ended === feed.ended) return feed;
  return { entries, own, muted, mutedUntil, ended };
}

/** The feed with the member's message on its way. */
export const withOwnMessage = (feed: ChatFeed, clientMsgId: string, text: string): ChatFeed => ({
  ...feed,
  own: [...feed.own, { clientMsgId, text, state: 'sending' }],
});

/** The feed without one of the member's refused messages (dismissed). */
export const withoutOwnMessage = (feed: ChatFeed, clientMsgId: string): ChatFeed => ({
  ...feed,
  own: feed.own.filter((mine) => mine.clientMsgId !== clientMsgId),
});
