import { describe, expect, it, vi } from 'vitest';
import { PING, PONG, setUp, connected, refuseThreeReconnects, withLiveSocketHarness } from './live-socket-harness';

withLiveSocketHarness();

describe('live socket: connecting', () => {
  it('stays idle and opens nothing without a session', () => {
    const { sockets, live } = setUp();
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(0);
    expect(live.state.get()).toBe('idle');
  });

  it('connects 3 s after login, to the configured URL', () => {
    const { session, sockets, live } = setUp();
    session.set('member-token');
    vi.advanceTimersByTime(2999);
    expect(sockets.opened).toHaveLength(0);
    expect(live.state.get()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(sockets.opened).toHaveLength(1);
    expect(sockets.latest().url).toBe('ws://lotus.test/wss');
    expect(live.state.get()).toBe('connecting');
    sockets.latest().accept();
    expect(live.state.get()).toBe('connected');
  });

  it('connects 3 s after start when the member is already logged in', () => {
    const { sockets } = setUp('member-token');
    vi.advanceTimersByTime(2999);
    expect(sockets.opened).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sockets.opened).toHaveLength(1);
  });

  it('tells every connected listener after each connection', () => {
    const { sockets, live } = setUp('member-token');
    const listener = vi.fn();
    live.onConnected(listener);
    vi.advanceTimersByTime(3000);
    expect(listener).not.toHaveBeenCalled();
    sockets.latest().accept();
    expect(listener).toHaveBeenCalledTimes(1);
    sockets.latest().drop();
    vi.advanceTimersByTime(5000);
    sockets.latest().accept();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('live socket: ping', () => {
  it('sends a ping every 30 s while connected', () => {
    const { sockets } = connected();
    const socket = sockets.latest();
    vi.advanceTimersByTime(29_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([PING]);
    vi.advanceTimersByTime(30_000 * 3);
    expect(socket.sent).toEqual([PING, PING, PING, PING]);
  });

  it('does not ping before the connection opens nor after it closes', () => {
    const { sockets } = setUp('member-token');
    vi.advanceTimersByTime(3000 + 60_000);
    const socket = sockets.latest();
    expect(socket.sent).toEqual([]);
    socket.accept();
    socket.drop();
    vi.advanceTimersByTime(60_000);
    expect(socket.sent).toEqual([]);
  });
});

describe('live socket: reconnecting', () => {
  it('tries again every 5000 ms, at most 3 times, then reports offline', () => {
    const { sockets, live } = connected();
    sockets.latest().drop();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(live.state.get()).toBe('reconnecting');
      vi.advanceTimersByTime(4999);
      expect(sockets.opened).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets.opened).toHaveLength(attempt + 1);
      expect(live.state.get()).toBe('connecting');
      sockets.latest().drop();
    }
    expect(live.state.get()).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(4);
  });

  it('starts the count again after a reconnection succeeds', () => {
    const { sockets, live } = connected();
    sockets.latest().drop();
    vi.advanceTimersByTime(5000);
    sockets.latest().drop();
    vi.advanceTimersByTime(5000);
    sockets.latest().accept();
    expect(live.state.get()).toBe('connected');
    sockets.latest().drop();
    refuseThreeReconnects(sockets);
    expect(sockets.opened).toHaveLength(1 + 2 + 3);
    expect(live.state.get()).toBe('offline');
  });

  it('retries from offline at once, with a fresh set of attempts', () => {
    const { sockets, live } = connected();
    sockets.latest().drop();
    refuseThreeReconnects(sockets);
    expect(live.state.get()).toBe('offline');
    live.retry();
    expect(sockets.opened).toHaveLength(5);
    expect(live.state.get()).toBe('connecting');
    sockets.latest().drop();
    expect(live.state.get()).toBe('reconnecting');
    vi.advanceTimersByTime(5000);
    expect(sockets.opened).toHaveLength(6);
  });

  it('ignores retry unless offline', () => {
    const { sockets, live } = connected();
    live.retry();
    expect(sockets.opened).toHaveLength(1);
    expect(live.state.get()).toBe('connected');
  });
});

describe('live socket: logout', () => {
  it('closes the socket on logout and never reconnects', () => {
    const { session, sockets, live } = connected();
    const socket = sockets.latest();
    session.set(null);
    expect(socket.closed).toBe(true);
    expect(live.state.get()).toBe('idle');
    socket.drop();
    vi.advanceTimersByTime(120_000);
    expect(sockets.opened).toHaveLength(1);
    expect(socket.sent).toEqual([]);
    expect(live.state.get()).toBe('idle');
  });

  it('does not connect when the member logs out during the start delay', () => {
    const { session, sockets } = setUp('member-token');
    vi.advanceTimersByTime(2000);
    session.set(null);
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(0);
  });

  it('stops a pending reconnection on logout', () => {
    const { session, sockets, live } = connected();
    sockets.latest().drop();
    session.set(null);
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(1);
    expect(live.state.get()).toBe('idle');
  });

  it('connects again 3 s after the next login', () => {
    const { session, sockets } = connected();
    session.set(null);
    session.set('next-token');
    vi.advanceTimersByTime(2999);
    expect(sockets.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.opened).toHaveLength(2);
  });

  it('ignores frames from a socket it closed', () => {
    const { session, sockets, live } = connected();
    const handler = vi.fn();
    live.addHandler(handler);
    const old = sockets.latest();
    session.set(null);
    old.receive(JSON.stringify(PONG));
    expect(handler).not.toHaveBeenCalled();
  });
});

