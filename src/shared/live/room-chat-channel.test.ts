import { describe, expect, it, vi } from 'vitest';
import { connected, withLiveSocketHarness } from './live-socket-harness';
import { createRoomChatChannel } from './room-chat-channel';

withLiveSocketHarness();

const chatFrames = (sent: unknown[]) => sent.filter((frame) => String((frame as { businessType?: string }).businessType).startsWith('chat'));

describe('the room chat channel on the live socket', () => {
  it('joins a room once however many screens hold it, leaves when the last lets go, and joins again after a reconnect', () => {
    const { live, sockets } = connected();
    const channel = createRoomChatChannel(live);
    const first = channel.join(7001, 'en', 'tk');
    const second = channel.join(7001, 'en', 'tk');
    first();
    first();
    expect(chatFrames(sockets.latest().sent)).toEqual([
      { businessType: 'chatJoin', businessContent: { roomId: 7001, language: 'en', token: 'tk' } },
      { businessType: 'chatJoin', businessContent: { roomId: 7001, language: 'en', token: 'tk' } },
    ]);
    sockets.latest().drop();
    vi.advanceTimersByTime(5000);
    sockets.latest().accept();
    expect(chatFrames(sockets.latest().sent)).toEqual([{ businessType: 'chatJoin', businessContent: { roomId: 7001, language: 'en', token: 'tk' } }]);
    second();
    expect(chatFrames(sockets.latest().sent).at(-1)).toEqual({ businessType: 'chatLeave', businessContent: { roomId: 7001 } });
  });

  it('sends a message only while connected', () => {
    const { live, sockets } = connected();
    const channel = createRoomChatChannel(live);
    expect(channel.send(7001, 'hello', 'c-1')).toBe(true);
    expect(chatFrames(sockets.latest().sent)).toEqual([{ businessType: 'chatSend', businessContent: { roomId: 7001, text: 'hello', clientMsgId: 'c-1' } }]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sockets.latest().drop();
    expect(channel.send(7001, 'again', 'c-2')).toBe(false);
  });
});
