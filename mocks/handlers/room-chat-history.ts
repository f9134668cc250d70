// What a room's chat holds: the room's own lines (mocks/socket/room-chat-lines.ts, a function of time) and what
// members posted, kept here for the history call. The chat rules (length, interval) are the live site setting's.
import type { ChatEntryContent, ChatTextEntry } from '@/shared/api/generated/socket/messages';
import type { LiveRoomRecordType } from '../db/rooms-collections';
import { CHAT_BEAT_MS, chatLineAt, mutedAt } from '../socket/room-chat-lines';
import type { TextLanguage, Texts } from './text-language';

/** The chat limits the live site setting answers and the socket enforces. */
export const CHAT_RULES = { maxLength: 100, intervalMs: 3000 } as const;
/** How many entries the history call answers at most. */
export const HISTORY_SIZE = 50;
/** How many of the room's own lines the history goes back. */
const HISTORY_LINES = 30;

export type PostedEntry = ChatTextEntry;

const RULES: Texts = {
  vi: 'Hãy bình luận văn minh. Không quảng cáo, không chia sẻ thông tin cá nhân.',
  zh: '请文明发言，禁止广告，勿泄露个人信息。',
  en: 'Keep it friendly. No advertising and no personal details.',
};

/** Members' posts per room (the newest HISTORY_SIZE of each), in the order they were posted. */
function createPostStore() {
  const posts = new Map<number, PostedEntry[]>();
  let lastId = 0;
  return {
    nextId: () => (lastId += 1),
    add(entry: PostedEntry) {
      posts.set(entry.roomId, [...(posts.get(entry.roomId) ?? []), entry].slice(-HISTORY_SIZE));
    },
    of: (roomId: number): readonly PostedEntry[] => posts.get(roomId) ?? [],
    clear() {
      posts.clear();
      lastId = 0;
    },
  };
}

export const roomHistory = createPostStore();

/**
 * The room's recent chat at `now`, oldest first: the rules notice, then the last lines and posts (muted users' lines
 * left out), at most HISTORY_SIZE entries; and who is muted now.
 */
export function historyOf(room: LiveRoomRecordType, language: TextLanguage, now: number, seed: number): { entries: ChatEntryContent[]; mutedUserIds: number[] } {
  const last = Math.floor(now / CHAT_BEAT_MS);
  const muted = mutedAt(room, last);
  const mutedIds = new Set(muted.map((user) => user.userId));
  const lines: ChatEntryContent[] = [];
  for (let n = last - HISTORY_LINES + 1; n <= last; n += 1) lines.push(chatLineAt(room, n, language, seed));
  const since = (last - HISTORY_LINES + 1) * CHAT_BEAT_MS;
  const merged = [...lines, ...roomHistory.of(room.roomId).filter((post) => post.time >= since)]
    .filter((entry) => entry.kind !== 'text' || !mutedIds.has(entry.user.userId))
    .sort((a, b) => a.time - b.time || a.entryId.localeCompare(b.entryId));
  const rules: ChatEntryContent = { kind: 'notice', entryId: `${room.roomId}-rules`, roomId: room.roomId, time: since, noticeType: 'system', text: RULES[language] };
  return { entries: [rules, ...merged].slice(-HISTORY_SIZE), mutedUserIds: [...mutedIds] };
}
