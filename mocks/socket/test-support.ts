// Helpers for the live hub and simulator tests: a fixed evening start, a peer that records what the hub sends, and
// small look-ups into the match collection.
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import { reseed } from '../seed';
import { SteppedClock } from './clock';
import { LiveHub, type SocketPeer } from './hub';

/** 23 Nov 2026 10:00 UTC: the reference time the tests seed with. */
export const EVENING_START = Date.UTC(2026, 10, 23, 10, 0, 0);

/** What a hub test starts from: a fresh seed at EVENING_START and a hub whose stepped clock starts there. */
export async function eveningHub(): Promise<{ clock: SteppedClock; hub: LiveHub }> {
  await reseed({ now: EVENING_START });
  const clock = new SteppedClock(EVENING_START);
  return { clock, hub: new LiveHub({ clock }) };
}

export interface RecordingPeer extends SocketPeer {
  readonly messages: ServerMessage[];
  /** The close code and reason, once the hub closed the connection. */
  closed?: { code: number; reason: string };
}

export function recordingPeer(): RecordingPeer {
  const peer: RecordingPeer = {
    messages: [],
    send: (text) => peer.messages.push(JSON.parse(text) as ServerMessage),
    close: (code, reason) => {
      peer.closed = { code, reason };
    },
  };
  return peer;
}

export const subscribe = (ids: readonly number[], source: 'connect' | 'betSlip' = 'connect'): string =>
  JSON.stringify({ businessType: 'matchGoalInfo', businessContent: { source }, fbId: ids.join(',') });

export const PING = JSON.stringify({ businessType: 'ping', businessContent: '' });

export function storedMatch(id: number): MatchRecord {
  return db.matches.findFirst((q) => q.where({ id }), { strict: true });
}

/** The first live normal match of a sport, by id. */
export function liveMatchOf(sid: number): MatchRecord {
  const match = db.matches.findMany((q) => q.where({ ms: 5, ty: 2, sid }), { orderBy: { id: 'asc' } })[0];
  if (!match) throw new Error(`The seed has no live match of sport ${sid}`);
  return match;
}

export const ofType = <T extends ServerMessage['businessType']>(messages: readonly ServerMessage[], type: T) =>
  messages.filter((m): m is Extract<ServerMessage, { businessType: T }> => m.businessType === type);
