import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { createStore } from '@/shared/lib/create-store';
import { createLiveSocket, LIVE_SOCKET_TIMING, type LiveConnectionState } from '@/shared/live/live-socket';
import { db } from '../db';
import { useScenario } from '../node';
import { EVENINGS } from '../scenarios/sports';
import { reseed } from '../seed';
import { liveHub } from './hub';
import { LiveSimulator } from './simulator';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

async function run(seed: number, steps: number): Promise<ServerMessage[]> {
  await reseed({ now: NOW });
  const simulator = new LiveSimulator(seed);
  const out: ServerMessage[] = [];
  for (let i = 0; i < steps; i += 1) out.push(...(await simulator.step(NOW + i * 4000)));
  return out;
}

describe('live simulator', () => {
  it('produces the same pushes for the same seed', async () => {
    const first = await run(5, 40);
    expect(first.length).toBeGreaterThan(5);
    expect(await run(5, 40)).toEqual(first);
    expect(await run(6, 40)).not.toEqual(first);
  });

  it('writes what it pushes into the match collection', async () => {
    const pushes = await run(5, 60);
    const goal = pushes.find((m) => m.businessType === 'scoreChange');
    expect(goal).toBeDefined();
    if (goal?.businessType !== 'scoreChange') return;
    const match = db.matches.findFirst((q) => q.where({ id: goal.businessContent.matchId }), { strict: true });
    for (const group of goal.businessContent.nsg) {
      const stored = match.nsg.find((g) => g.pe === group.pe && g.tyg === group.tyg);
      expect(stored?.sc[0]).toBeGreaterThanOrEqual(group.sc[0]);
    }
  });

  it('kicks off a match whose start time has passed', async () => {
    await reseed({ now: NOW });
    const next = db.matches.findMany((q) => q.where({ ms: 4, ty: 2 }), { orderBy: { bt: 'asc' } })[0];
    expect(next).toBeDefined();
    const simulator = new LiveSimulator(1);
    const pushes = await simulator.step((next?.bt ?? 0) + 1000);
    expect(pushes).toContainEqual(expect.objectContaining({ businessType: 'matchStatus', businessContent: expect.objectContaining({ matchId: next?.id, ms: 5 }) }));
    expect(db.matches.findFirst((q) => q.where({ id: next?.id ?? 0 }))?.ms).toBe(5);
  });
});

describe('live socket (msw ws.link)', () => {
  it('answers ping with pong and pushes only subscribed matches', async () => {
    const socket = new WebSocket('ws://lotus.test/wss');
    const received: ServerMessage[] = [];
    socket.addEventListener('message', (event) => received.push(JSON.parse(String(event.data)) as ServerMessage));
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    socket.send(JSON.stringify({ businessType: 'ping', businessContent: '' }));
    const live = db.matches.findMany((q) => q.where({ ms: 5 }));
    socket.send(JSON.stringify({ businessType: 'matchGoalInfo', businessContent: { source: 'connect' }, fbId: String(live[0]?.id) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sent: ServerMessage[] = [];
    for (let i = 0; i < 30; i += 1) sent.push(...(await liveHub.tick(Date.now() + i * 4000)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received[0]).toMatchObject({ businessType: 'pong', businessContent: { serverTime: expect.any(Number) } });
    const pushes = received.slice(1);
    const expected = sent.filter((m) => m.businessType !== 'pong' && m.businessContent.matchId === live[0]?.id);
    expect(pushes).toEqual(expected);
    expect(sent.length).toBeGreaterThan(expected.length);
    socket.close();
  });
});

describe('socket-drops against the app socket (msw ws.link, fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects, is dropped, is refused on each of its 3 reconnect attempts and reports offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    useScenario('socket-drops');
    const states: LiveConnectionState[] = [];
    const opened: string[] = [];
    const live = createLiveSocket({
      session: createStore<string | null>('member-token'),
      url: () => 'ws://lotus.test/wss',
      open: (url) => {
        opened.push(url);
        return new WebSocket(url);
      },
    });
    live.state.subscribe((state) => states.push(state));
    try {
      await vi.advanceTimersByTimeAsync(LIVE_SOCKET_TIMING.startDelayMs);
      expect(live.state.get()).toBe('connected');
      await vi.advanceTimersByTimeAsync(EVENINGS.socketDrops.dropAfterMs);
      expect(live.state.get()).toBe('reconnecting');
      for (let attempt = 1; attempt <= LIVE_SOCKET_TIMING.maxReconnectAttempts; attempt += 1) {
        await vi.advanceTimersByTimeAsync(LIVE_SOCKET_TIMING.reconnectDelayMs);
      }
      expect(live.state.get()).toBe('offline');
      expect(opened).toHaveLength(1 + LIVE_SOCKET_TIMING.maxReconnectAttempts);
      expect(states.filter((s) => s === 'connected')).toHaveLength(1);
      expect(states.at(-2)).toBe('connecting');
      expect(liveHub.peerCount).toBe(0);
    } finally {
      live.dispose();
    }
  });
});
