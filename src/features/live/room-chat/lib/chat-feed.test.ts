import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatEntryContent } from '@/shared/api/generated/socket/messages';
import type { RoomChatMessage } from '@/shared/live/room-chat-channel';
import { applyChatBatch, CHAT_FEED_LIMIT, EMPTY_FEED, withHistory, withOwnMessage } from './chat-feed';

const user = (userId: number) => ({ userId, nickName: `u${userId}`, vipLevel: 0, role: 'member' as const });
const text = (n: number, userId = 1, clientMsgId?: string): ChatEntryContent => ({
  kind: 'text',
  entryId: `e${n}`,
  roomId: 7,
  time: n,
  user: user(userId),
  text: `line ${n}`,
  ...(clientMsgId === undefined ? {} : { clientMsgId }),
});
const entry = (content: ChatEntryContent): RoomChatMessage => ({ businessType: 'chatEntry', businessContent: content });

describe('the chat feed', () => {
  it('keeps the newest entries, each once, in order, never more than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 40 }), { maxLength: 10 }), (batches) => {
        let feed = EMPTY_FEED;
        for (const batch of batches) feed = applyChatBatch(feed, batch.map((n) => entry(text(n))));
        const ids = feed.entries.map((e) => e.entryId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(CHAT_FEED_LIMIT);
        const last = batches.flat().at(-1);
        if (last !== undefined) expect(ids.at(-1)).toBe(`e${last}`);
      }),
    );
  });

  it('returns the same feed when a batch changes nothing', () => {
    const feed = applyChatBatch(EMPTY_FEED, [entry(text(1))]);
    expect(applyChatBatch(feed, [])).toBe(feed);
  });

  it('hides a muted user’s lines, now and later', () => {
    let feed = applyChatBatch(EMPTY_FEED, [entry(text(1, 5)), entry(text(2, 6))]);
    feed = applyChatBatch(feed, [{ businessType: 'chatMuted', businessContent: { roomId: 7, userId: 5, nickName: 'u5', untilTime: 99 } }]);
    expect(feed.entries.map((e) => e.entryId)).toEqual(['e2']);
    feed = applyChatBatch(feed, [entry(text(3, 5))]);
    expect(feed.entries.map((e) => e.entryId)).toEqual(['e2']);
    expect(feed.mutedUntil).toEqual({ 5: 99 });
  });

  it('replaces the member’s message on its way by the posted one, or marks it refused', () => {
    let feed = withOwnMessage(withOwnMessage(EMPTY_FEED, 'c-1', 'hello'), 'c-2', 'again');
    feed = applyChatBatch(feed, [
      entry(text(9, 10001, 'c-1')),
      { businessType: 'chatRejected', businessContent: { roomId: 7, clientMsgId: 'c-2', reason: 'rateLimited', retryAfterMs: 1200 } },
    ]);
    expect(feed.entries.map((e) => e.entryId)).toEqual(['e9']);
    expect(feed.own).toEqual([{ clientMsgId: 'c-2', text: 'again', state: 'rejected', reason: 'rateLimited' }]);
  });

  it('puts the history under what arrived live and learns who is muted', () => {
    const live = applyChatBatch(EMPTY_FEED, [entry(text(20))]);
    const feed = withHistory(live, { entries: [text(1, 3), text(2, 4), text(20)], mutedUserIds: [3] });
    expect(feed.entries.map((e) => e.entryId)).toEqual(['e2', 'e20']);
  });

  it('knows when the stream ended', () => {
    expect(applyChatBatch(EMPTY_FEED, [{ businessType: 'roomState', businessContent: { roomId: 7, state: 'ended', viewers: 0 } }]).ended).toBe(true);
  });
});
