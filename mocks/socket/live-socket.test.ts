import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { createStore } from '@/shared/lib/create-store';
import { createLiveSocket, LIVE_SOCKET_TIMING, type LiveConnectionState } from '@/shared/live/live-socket';
import { db } from '../db';
import { useScenario } from '../node';
import { EVENINGS } from '../scenarios/sports';
import { ensureSeeded } from '../seed';
import { liveHub } from './hub';
import { PING, subscribe } from './test-support';
import { isMatchPush } from '@/shared/live/server-message';

describe('live socket (msw ws.link)', () => {
  it('answers ping with pong and pushes only subscribed matches', async () => {
    await ensureSeeded();
    const socket = new WebSocket('ws://lotus.test/wss');
    const received: ServerMessage[] = [];
    socket.addEventListener('message', (event) => received.push(JSON.parse(String(event.data)) as ServerMessage));
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    socket.send(PING);
    const live = db.matches.findMany((q) => q.where({ ms: 5 }));
    socket.send(subscribe(live.slice(0, 1).map((m) => m.id)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sent: ServerMessage[] = [];
    for (let i = 0; i < 30; i += 1) sent.push(...(await liveHub.tick(Date.now() + i * 4000)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received[0]).toMatchObject({ businessType: 'pong', businessContent: { serverTime: expect.any(Number) } });
    const pushes = received.slice(1);
    const expected = sent.filter((m) => isMatchPush(m) && m.businessContent.matchId === live[0]?.id);
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
