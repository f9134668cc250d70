// Shared set-up of the live socket tests: a socket over fake WebSockets, fake timers, and the messages they send.
import { afterEach, beforeEach, vi } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { createStore } from '@/shared/lib/create-store';
import { createLiveSocket, LIVE_SOCKET_TIMING, type LiveSocket } from './live-socket';
import { fakeSockets } from './test-helpers';

export const PING = { businessType: 'ping', businessContent: '' };
export const PONG: ServerMessage = { businessType: 'pong', businessContent: { serverTime: 1767260400000 } };
export const GOAL: ServerMessage = {
  businessType: 'goal',
  fbId: '912301',
  businessContent: { matchId: 912301, sportId: 1, side: 2, score: [1, 1], time: 1767261345000, clock: { s: 3345, pe: 1004 } },
};

let live: LiveSocket | undefined;

export function setUp(token: string | null = null) {
  const session = createStore<string | null>(token);
  const sockets = fakeSockets();
  live = createLiveSocket({ session, open: sockets.open, url: () => 'ws://lotus.test/wss' });
  return { session, sockets, live };
}

/** Logged in, past the start delay, with the server's accept: a connected socket. */
export function connected() {
  const setup = setUp('member-token');
  vi.advanceTimersByTime(LIVE_SOCKET_TIMING.startDelayMs);
  setup.sockets.latest().accept();
  return setup;
}

/** The next three reconnections each open after their 5 s wait and are refused: the socket goes offline. */
export function refuseThreeReconnects(sockets: ReturnType<typeof setUp>['sockets']) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    vi.advanceTimersByTime(5000);
    sockets.latest().drop();
  }
}

/** Fake timers for each test, and the socket of the test disposed after it. */
export function withLiveSocketHarness(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    live?.dispose();
    live = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
