import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { historyOf } from '../handlers/room-chat-history';
import { DEFAULT_SEED, SEED_TOKENS } from '../seed';
import type { SteppedClock } from './clock';
import type { LiveHub } from './hub';
import { CHAT_BEAT_MS, MUTE_MS } from './room-chat-lines';
import { eveningHub, ofType, recordingPeer } from './test-support';

let clock: SteppedClock;
let hub: LiveHub;

beforeEach(async () => {
  ({ clock, hub } = await eveningHub());
});

const liveRoom = () => db.liveRooms.findMany((q) => q.where({ category: 'sports' })).sort((a, b) => a.roomId - b.roomId)[0]!;
const join = (roomId: number, token: string = SEED_TOKENS.lotus888, language = 'en') =>
  JSON.stringify({ businessType: 'chatJoin', businessContent: { roomId, language, token } });
const say = (roomId: number, text: string, clientMsgId: string) => JSON.stringify({ businessType: 'chatSend', businessContent: { roomId, text, clientMsgId } });

describe('room chat on the live socket', () => {
  it('tells a joining peer the room state, then pushes the room’s chat line by line in the peer’s language', async () => {
    const room = liveRoom();
    const peer = recordingPeer();
    hub.connect(peer).receive(join(room.roomId, SEED_TOKENS.lotus888, 'zh-CN'));
    expect(peer.messages[0]).toEqual({ businessType: 'roomState', businessContent: { roomId: room.roomId, state: 'live', viewers: expect.any(Number) } });
    await clock.advance(CHAT_BEAT_MS * 4);
    const entries = ofType(peer.messages, 'chatEntry');
    expect(entries.length).toBe(4);
    // The lines pushed are the lines the history call reads (in the same language), said now.
    const history = historyOf(room, 'zh', clock.now(), DEFAULT_SEED).entries.map((entry) => entry.entryId);
    for (const entry of entries) expect(history).toContain(entry.businessContent.entryId);
  });

  it('posts a member’s message to everyone in the room, the sender’s with its id, and keeps it in the history', async () => {
    const room = liveRoom();
    const [me, other, elsewhere] = [recordingPeer(), recordingPeer(), recordingPeer()];
    const mine = hub.connect(me);
    mine.receive(join(room.roomId));
    hub.connect(other).receive(join(room.roomId, SEED_TOKENS.lockeddp01));
    hub.connect(elsewhere).receive(join(room.roomId + 1));
    mine.receive(say(room.roomId, '  <b>Come on!</b>  ', 'c-1'));
    const posted = ofType(me.messages, 'chatEntry').at(-1)?.businessContent;
    expect(posted).toMatchObject({ kind: 'text', text: '<b>Come on!</b>', clientMsgId: 'c-1', user: { nickName: expect.any(String), role: 'member' } });
    expect(ofType(other.messages, 'chatEntry').at(-1)?.businessContent).toEqual({ ...posted, clientMsgId: undefined });
    expect(ofType(elsewhere.messages, 'chatEntry')).toHaveLength(0);
    expect(historyOf(room, 'en', clock.now(), DEFAULT_SEED).entries.at(-1)).toMatchObject({ text: '<b>Come on!</b>' });
  });

  it('refuses messages too soon after the last, too long, empty, from guests and outside the room', async () => {
    const room = liveRoom();
    const me = recordingPeer();
    const mine = hub.connect(me);
    mine.receive(say(room.roomId, 'hi', 'c-0'));
    mine.receive(join(room.roomId));
    mine.receive(say(room.roomId, 'one', 'c-1'));
    mine.receive(say(room.roomId, 'two', 'c-2'));
    await clock.advance(3000);
    mine.receive(say(room.roomId, 'x'.repeat(101), 'c-3'));
    mine.receive(say(room.roomId, '   ', 'c-4'));
    mine.receive(say(room.roomId, 'three', 'c-5'));
    const guest = recordingPeer();
    const theirs = hub.connect(guest);
    theirs.receive(join(room.roomId, ''));
    theirs.receive(say(room.roomId, 'hello', 'g-1'));
    const reasons = ofType(me.messages, 'chatRejected').map((m) => [m.businessContent.clientMsgId, m.businessContent.reason]);
    expect(reasons).toEqual([['c-0', 'notJoined'], ['c-2', 'rateLimited'], ['c-3', 'tooLong'], ['c-4', 'empty']]);
    expect(ofType(me.messages, 'chatRejected')[1]?.businessContent.retryAfterMs).toBe(3000);
    expect(ofType(me.messages, 'chatEntry').filter((m) => m.businessContent.kind === 'text' && 'clientMsgId' in m.businessContent).map((m) => m.businessContent.entryId)).toHaveLength(2);
    expect(ofType(guest.messages, 'chatRejected')[0]?.businessContent.reason).toBe('guest');
  });

  it('floods every joined room at the evening’s rate and stops when the last peer leaves', async () => {
    await hub.play({ chatPerSecond: 50 });
    const room = liveRoom();
    const peer = recordingPeer();
    const connection = hub.connect(peer);
    connection.receive(join(room.roomId));
    await clock.advance(1000);
    const flood = ofType(peer.messages, 'chatEntry').filter((m) => m.businessContent.entryId.includes('-f'));
    expect(flood).toHaveLength(50);
    connection.close();
    const before = peer.messages.length;
    await clock.advance(5000);
    expect(peer.messages.length).toBe(before);
    expect(clock.pending).toBe(0);
  });

  it('tells the room when its stream ends (stream-ends), once', async () => {
    await hub.play({ roomsEndAfterMs: 8000 });
    const room = liveRoom();
    const peer = recordingPeer();
    hub.connect(peer).receive(join(room.roomId));
    const { endRoomAt } = await import('../handlers/rooms-state');
    endRoomAt(room.roomId, clock.now() + 8000);
    await clock.advance(8000 + CHAT_BEAT_MS * 3);
    expect(ofType(peer.messages, 'roomState').map((m) => m.businessContent.state)).toEqual(['live', 'ended']);
    expect(ofType(peer.messages, 'chatEntry').filter((m) => m.businessContent.kind === 'notice' && m.businessContent.noticeType === 'ended')).toHaveLength(1);
  });

  it('mutes every member who joins (chat-muted): told on joining, every message refused, guests untouched', async () => {
    await hub.play({ chatMutesMembers: true });
    const room = liveRoom();
    const me = recordingPeer();
    const mine = hub.connect(me);
    mine.receive(join(room.roomId));
    const member = db.members.findFirst((q) => q.where({ userName: 'lotus888' }))!;
    expect(ofType(me.messages, 'chatMuted')).toEqual([
      { businessType: 'chatMuted', businessContent: { roomId: room.roomId, userId: member.id, nickName: expect.any(String), untilTime: clock.now() + MUTE_MS } },
    ]);
    mine.receive(say(room.roomId, 'hello', 'c-1'));
    expect(ofType(me.messages, 'chatRejected').map((m) => m.businessContent.reason)).toEqual(['muted']);
    const guest = recordingPeer();
    hub.connect(guest).receive(join(room.roomId, ''));
    expect(ofType(guest.messages, 'chatMuted')).toHaveLength(0);
  });
});
