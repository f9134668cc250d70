// The chat of the live rooms on the live-data socket (openapi/live-socket.yaml: chatJoin, chatLeave, chatSend ->
// chatEntry, chatRejected, chatMuted, roomState). Peers join rooms; while any peer is in a room the room's own chat
// (room-chat-lines.ts) is pushed line by line, with a flood on top when the evening asks for one, and a member's
// message is checked (length, interval, mute) and posted to everyone in the room, the sender's with its clientMsgId.
// The history call (mocks/handlers/room-chat.ts) reads the same lines and posts.
import type { ChatEntryContent, ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import type { LiveRoomRecordType } from '../db/rooms-collections';
import { roomStateOf, viewersOf } from '../handlers/rooms-state';
import { CHAT_RULES, roomHistory, type PostedEntry } from '../handlers/room-chat-history';
import type { TextLanguage, Texts } from '../handlers/text-language';
import { findMember, findSession } from '../handlers/session';
import type { LiveClock } from './clock';
import type { LiveEvening } from './evening';
import { CHAT_BEAT_MS, chatLineAt, floodLine, mutedAt, MUTE_MS } from './room-chat-lines';

export interface ChatPeer {
  send(text: string): void;
}

interface Seat {
  language: TextLanguage;
  memberId: number | null;
  nickName: string;
  vipLevel: number;
}

const FLOOD_STEP_MS = 100;
const ENDED: Texts = { vi: 'Buổi phát sóng đã kết thúc.', zh: '直播已结束。', en: 'The stream has ended.' };

const languageOf = (value: unknown): TextLanguage => (value === 'zh-CN' ? 'zh' : value === 'en' ? 'en' : 'vi');
const send = (peer: ChatPeer, message: ServerMessage) => peer.send(JSON.stringify(message));

export class RoomChatHub {
  private readonly seats = new Map<ChatPeer, Map<number, Seat>>();
  private readonly lastSent = new Map<string, number>();
  /** Rooms (and languages) already told that their stream ended. */
  private readonly toldEnded = new Set<string>();
  private stopTimers: Array<() => void> = [];
  private flood = 0;
  private mutesMembers = false;
  private floodCount = 0;
  private floodDebt = 0;

  constructor(
    private readonly clock: () => LiveClock,
    private seed: number,
  ) {}

  /** Plays the evening's chat: a flood of `chatPerSecond` lines per second in every joined room, or none. */
  configure(evening: Pick<LiveEvening, 'chatPerSecond' | 'chatMutesMembers'>): void {
    this.flood = evening.chatPerSecond ?? 0;
    this.mutesMembers = evening.chatMutesMembers ?? false;
    this.toldEnded.clear();
    this.restart();
  }

  reset(seed: number): void {
    this.stop();
    this.seats.clear();
    this.lastSent.clear();
    this.toldEnded.clear();
    roomHistory.clear();
    this.seed = seed;
    this.flood = 0;
    this.mutesMembers = false;
    this.floodCount = 0;
    this.floodDebt = 0;
  }

  /** Handles a chat frame; false for any other frame. */
  receive(peer: ChatPeer, frame: { businessType?: unknown; businessContent?: unknown }): boolean {
    const content = (typeof frame.businessContent === 'object' && frame.businessContent !== null ? frame.businessContent : {}) as Record<string, unknown>;
    const roomId = Number(content.roomId);
    switch (frame.businessType) {
      case 'chatJoin':
        this.join(peer, roomId, languageOf(content.language), typeof content.token === 'string' ? content.token : '');
        return true;
      case 'chatLeave':
        this.seats.get(peer)?.delete(roomId);
        this.afterChange();
        return true;
      case 'chatSend':
        this.post(peer, roomId, typeof content.text === 'string' ? content.text : '', String(content.clientMsgId ?? ''));
        return true;
      default:
        return false;
    }
  }

  /** The peer went away. */
  leave(peer: ChatPeer): void {
    this.seats.delete(peer);
    this.afterChange();
  }

  /** How many peers sit in the room. */
  audience(roomId: number): number {
    return [...this.seats.values()].filter((rooms) => rooms.has(roomId)).length;
  }

  private join(peer: ChatPeer, roomId: number, language: TextLanguage, token: string): void {
    const room = db.liveRooms.findFirst((q) => q.where({ roomId }));
    if (!room) return;
    const session = token ? findSession(token, 'main') : undefined;
    const member = session ? findMember(session.memberId) : undefined;
    const rooms = this.seats.get(peer) ?? new Map<number, Seat>();
    rooms.set(roomId, {
      language,
      memberId: member?.id ?? null,
      nickName: member?.nickName || member?.userName || '',
      vipLevel: member?.vipLevel ?? 0,
    });
    this.seats.set(peer, rooms);
    const now = this.clock().now();
    const state = roomStateOf(room, now);
    send(peer, { businessType: 'roomState', businessContent: { roomId, state: state === 'ended' ? 'ended' : 'live', viewers: viewersOf(room, now) } });
    if (this.mutesMembers && member) {
      send(peer, { businessType: 'chatMuted', businessContent: { roomId, userId: member.id, nickName: member.nickName || member.userName, untilTime: now + MUTE_MS } });
    }
    this.afterChange();
  }

  private post(peer: ChatPeer, roomId: number, raw: string, clientMsgId: string): void {
    const seat = this.seats.get(peer)?.get(roomId);
    const reject = (reason: 'rateLimited' | 'tooLong' | 'empty' | 'muted' | 'notJoined' | 'guest', retryAfterMs?: number) =>
      send(peer, { businessType: 'chatRejected', businessContent: { roomId, clientMsgId, reason, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) } });
    if (!seat) return reject('notJoined');
    if (seat.memberId === null) return reject('guest');
    if (this.mutesMembers) return reject('muted', MUTE_MS);
    const text = raw.trim();
    if (text === '') return reject('empty');
    if ([...text].length > CHAT_RULES.maxLength) return reject('tooLong');
    const now = this.clock().now();
    const key = `${roomId}:${seat.memberId}`;
    const wait = (this.lastSent.get(key) ?? Number.NEGATIVE_INFINITY) + CHAT_RULES.intervalMs - now;
    if (wait > 0) return reject('rateLimited', Math.ceil(wait));
    this.lastSent.set(key, now);
    const entry: PostedEntry = {
      kind: 'text',
      entryId: `${roomId}-m${roomHistory.nextId()}`,
      roomId,
      time: now,
      user: { userId: seat.memberId, nickName: seat.nickName, vipLevel: seat.vipLevel, role: 'member' },
      text,
    };
    roomHistory.add(entry);
    for (const [other, rooms] of this.seats) {
      if (!rooms.has(roomId)) continue;
      const content = other === peer ? { ...entry, clientMsgId } : entry;
      send(other, { businessType: 'chatEntry', businessContent: content });
    }
  }

  private joinedRooms(): Map<number, Array<[ChatPeer, Seat]>> {
    const out = new Map<number, Array<[ChatPeer, Seat]>>();
    for (const [peer, rooms] of this.seats) for (const [roomId, seat] of rooms) out.set(roomId, [...(out.get(roomId) ?? []), [peer, seat]]);
    return out;
  }

  private deliver(make: (room: LiveRoomRecordType, language: TextLanguage) => ServerMessage | undefined): void {
    for (const [roomId, seated] of this.joinedRooms()) {
      const room = db.liveRooms.findFirst((q) => q.where({ roomId }));
      if (!room) continue;
      const byLanguage = new Map<TextLanguage, ServerMessage | undefined>();
      for (const [peer, seat] of seated) {
        if (!byLanguage.has(seat.language)) byLanguage.set(seat.language, make(room, seat.language));
        const message = byLanguage.get(seat.language);
        if (message) send(peer, message);
      }
    }
  }

  private beat(): void {
    const now = this.clock().now();
    const n = Math.floor(now / CHAT_BEAT_MS);
    this.deliver((room, language) => {
      if (roomStateOf(room, now) === 'ended') return this.endOnce(room, language, now);
      const entry = chatLineAt(room, n, language, this.seed);
      if (entry.kind === 'notice' && entry.noticeType === 'muted') {
        const [muted] = mutedAt(room, n).slice(-1);
        if (muted) this.deliverMuted(room.roomId, muted.userId, muted.nickName, now + MUTE_MS);
      }
      return { businessType: 'chatEntry', businessContent: { ...entry, time: now } };
    });
  }

  private deliverMuted(roomId: number, userId: number, nickName: string, untilTime: number): void {
    for (const [peer, rooms] of this.seats) {
      if (rooms.has(roomId)) send(peer, { businessType: 'chatMuted', businessContent: { roomId, userId, nickName, untilTime } });
    }
  }

  /** The room's end, told once per room and language: its state, then a notice. */
  private endOnce(room: LiveRoomRecordType, language: TextLanguage, now: number): ServerMessage | undefined {
    const key = `${room.roomId}:${language}`;
    if (this.toldEnded.has(key)) return undefined;
    this.toldEnded.add(key);
    for (const [peer, rooms] of this.seats) {
      if (rooms.get(room.roomId)?.language === language) {
        send(peer, { businessType: 'roomState', businessContent: { roomId: room.roomId, state: 'ended', viewers: 0 } });
      }
    }
    const notice: ChatEntryContent = { kind: 'notice', entryId: `${room.roomId}-end`, roomId: room.roomId, time: now, noticeType: 'ended', text: ENDED[language] };
    return { businessType: 'chatEntry', businessContent: notice };
  }

  private floodStep(): void {
    const now = this.clock().now();
    this.floodDebt += (this.flood * FLOOD_STEP_MS) / 1000;
    const count = Math.floor(this.floodDebt);
    this.floodDebt -= count;
    for (let i = 0; i < count; i += 1) {
      const k = (this.floodCount += 1);
      this.deliver((room, language) => (roomStateOf(room, now) === 'ended' ? undefined : { businessType: 'chatEntry', businessContent: floodLine(room, k, now, language, this.seed) }));
    }
  }

  private afterChange(): void {
    if (this.joinedRooms().size === 0) this.stop();
    else if (this.stopTimers.length === 0) this.start();
  }

  private start(): void {
    const clock = this.clock();
    this.stopTimers.push(clock.every(CHAT_BEAT_MS, () => this.beat()));
    if (this.flood > 0) this.stopTimers.push(clock.every(FLOOD_STEP_MS, () => this.floodStep()));
  }

  private restart(): void {
    this.stop();
    if (this.joinedRooms().size > 0) this.start();
  }

  private stop(): void {
    for (const stop of this.stopTimers) stop();
    this.stopTimers = [];
  }
}
