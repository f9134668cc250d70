import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SteppedClock } from './clock';
import { CLOSE_CODES, NORMAL_EVENING } from './evening';
import type { LiveHub } from './hub';
import { EVENING_START, eveningHub, liveMatchOf, ofType, PING, recordingPeer, subscribe } from './test-support';
import { isMatchPush } from '@/shared/live/server-message';

let clock: SteppedClock;
let hub: LiveHub;

beforeEach(async () => {
  ({ clock, hub } = await eveningHub());
});

describe('live hub peers', () => {
  it('answers a ping with the time of its clock', () => {
    const peer = recordingPeer();
    hub.connect(peer).receive(PING);
    expect(peer.messages).toEqual([{ businessType: 'pong', businessContent: { serverTime: EVENING_START } }]);
  });

  it('keeps each peer its own subscription: connect replaces, betSlip adds, an empty list clears', () => {
    const [a, b] = [recordingPeer(), recordingPeer()];
    const first = hub.connect(a);
    hub.connect(b).receive(subscribe([7]));
    first.receive(subscribe([1, 2]));
    first.receive(subscribe([3], 'betSlip'));
    expect(hub.subscribed(a)).toEqual(new Set([1, 2, 3]));
    first.receive(subscribe([2]));
    expect(hub.subscribed(a)).toEqual(new Set([2]));
    expect(hub.subscribed()).toEqual(new Set([2, 7]));
    first.receive(JSON.stringify({ businessType: 'matchGoalInfo', businessContent: { source: 'connect' }, fbId: '' }));
    expect(hub.subscribed(a)).toEqual(new Set());
    expect(hub.subscribed(b)).toEqual(new Set([7]));
  });

  it('never throws on any frame and only ever subscribes the numeric ids a frame lists', () => {
    const peer = recordingPeer();
    const connection = hub.connect(peer);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.array(fc.oneof(fc.nat(), fc.string()), { maxLength: 6 }).map((ids) => subscribe(ids as number[]))), (raw) => {
        connection.receive(raw);
        for (const id of hub.subscribed(peer)) expect(Number.isSafeInteger(id) && id >= 0).toBe(true);
        let listed: string[] = [];
        try {
          const frame = JSON.parse(raw) as { businessType?: unknown; fbId?: unknown } | null;
          if (frame?.businessType === 'matchGoalInfo' && typeof frame.fbId === 'string') listed = frame.fbId.split(',');
        } catch {
          // Not JSON: nothing to compare.
        }
        for (const id of hub.subscribed(peer)) if (listed.length > 0) expect(listed).toContain(String(id));
      }),
    );
  });

  it('sends a peer only the pushes about its matches', async () => {
    const [mine, other] = [recordingPeer(), recordingPeer()];
    const match = liveMatchOf(1);
    hub.connect(mine).receive(subscribe([match.id]));
    hub.connect(other);
    const sent = (await hub.tick()).concat(await hub.rushGoal());
    expect(mine.messages).toEqual(sent.filter((m) => isMatchPush(m) && m.businessContent.matchId === match.id));
    expect(mine.messages.length).toBeGreaterThan(0);
    expect(other.messages).toEqual([]);
  });
});

describe('live hub evenings', () => {
  it('steps on the normal pace while a peer is connected, and stops when none is', async () => {
    const peer = recordingPeer();
    const connection = hub.connect(peer);
    connection.receive(subscribe([liveMatchOf(1).id, liveMatchOf(3).id, liveMatchOf(5).id]));
    // The normal evening steps every 4 s and moves at most two prices each step; nothing is sent between steps.
    const { tickMs, oddsMovesPerTick } = NORMAL_EVENING;
    await clock.advance(tickMs - 1);
    expect(peer.messages).toEqual([]);
    await clock.advance(1);
    const afterOne = ofType(peer.messages, 'oddsChange').length;
    expect(afterOne).toBeGreaterThan(0);
    expect(afterOne).toBeLessThanOrEqual(oddsMovesPerTick);
    await clock.advance(4 * tickMs);
    expect(peer.messages.length).toBeGreaterThan(afterOne);
    expect(peer.messages.length).toBeLessThanOrEqual(5 * oddsMovesPerTick);
    connection.close();
    expect(clock.pending).toBe(0);
  });

  it('goal rush: a goal every few seconds on the subscribed matches in turn, nothing on the others', async () => {
    const peer = recordingPeer();
    const soccer = [liveMatchOf(1)];
    await hub.play({ goalEveryMs: 3000 });
    hub.connect(peer).receive(subscribe(soccer.map((m) => m.id)));
    await clock.advance(12_000);
    const goals = ofType(peer.messages, 'goal');
    expect(goals.length).toBeGreaterThanOrEqual(3);
    expect(goals.every((g) => g.businessContent.matchId === soccer[0]?.id)).toBe(true);
    // Each goal suspended the markets; they reopen a few seconds later.
    expect(ofType(peer.messages, 'oddsChange').some((m) => m.businessContent.markets.some((k) => k.ss === 0))).toBe(true);
  });

  it('a busy pace: many odds moves every step, many on the subscribed matches', async () => {
    const peer = recordingPeer();
    await hub.play({ tickMs: 200, oddsMovesPerTick: 25 });
    const live = [liveMatchOf(1), liveMatchOf(3)].map((m) => m.id);
    hub.connect(peer).receive(subscribe(live));
    await clock.advance(1000);
    expect(ofType(peer.messages, 'oddsChange').length).toBeGreaterThan(40);
  });

  it('a dropping socket: closed after the set time, every later connection refused until the evening changes', async () => {
    await hub.play({ dropAfterMs: 2000 });
    const first = recordingPeer();
    hub.connect(first);
    await clock.advance(1999);
    expect(first.closed).toBeUndefined();
    await clock.advance(1);
    expect(first.closed?.code).toBe(CLOSE_CODES.serviceRestart);
    expect(hub.peerCount).toBe(0);
    expect(hub.acceptsConnections()).toBe(false);
    const second = recordingPeer();
    hub.connect(second);
    expect(second.closed?.code).toBe(CLOSE_CODES.tryAgainLater);
    expect(hub.peerCount).toBe(0);
    await hub.play();
    const third = recordingPeer();
    hub.connect(third);
    await clock.advance(10_000);
    expect(third.closed).toBeUndefined();
  });

  it('an empty evening has no matches and pushes nothing', async () => {
    const peer = recordingPeer();
    await hub.play({ profile: 'empty' });
    hub.connect(peer).receive(subscribe([912001, 912002]));
    await clock.advance(60_000);
    expect(peer.messages).toEqual([]);
  });
});
