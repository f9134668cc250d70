import { describe, expect, it, vi } from 'vitest';
import { PONG, GOAL, setUp, connected, withLiveSocketHarness } from './live-socket-harness';

withLiveSocketHarness();

describe('live socket: sending', () => {
  const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('sends JSON while connected', () => {
    const { sockets, live } = connected();
    expect(live.send({ businessType: 'matchGoalInfo', businessContent: { source: 'betSlip' }, fbId: '912377' })).toBe(true);
    expect(sockets.latest().sent).toEqual([{ businessType: 'matchGoalInfo', businessContent: { source: 'betSlip' }, fbId: '912377' }]);
  });

  it('only logs "WebSocket not connected" without a connection', () => {
    const warn = warnings();
    const { sockets, live } = setUp('member-token');
    expect(live.send({ businessType: 'ping', businessContent: '' })).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(live.send({ businessType: 'ping', businessContent: '' })).toBe(false);
    expect(sockets.latest().sent).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('WebSocket not connected');
  });

  it('logs the same after the connection dropped', () => {
    const warn = warnings();
    const { sockets, live } = connected();
    sockets.latest().drop();
    expect(live.send({ businessType: 'ping', businessContent: '' })).toBe(false);
    expect(warn).toHaveBeenCalledWith('WebSocket not connected');
  });
});

describe('live socket: incoming messages', () => {
  it('hands every message to every registered handler', () => {
    const { sockets, live } = connected();
    const first = vi.fn();
    const second = vi.fn();
    live.addHandler(first);
    live.addHandler(second);
    sockets.latest().receive(JSON.stringify(PONG));
    sockets.latest().receive(JSON.stringify(GOAL));
    for (const handler of [first, second]) {
      expect(handler.mock.calls).toEqual([[PONG], [GOAL]]);
    }
  });

  it('stops calling a removed handler', () => {
    const { sockets, live } = connected();
    const handler = vi.fn();
    const remove = live.addHandler(handler);
    remove();
    sockets.latest().receive(JSON.stringify(PONG));
    expect(handler).not.toHaveBeenCalled();
  });

  it('drops malformed and unknown frames without throwing', () => {
    const { sockets, live } = connected();
    const handler = vi.fn();
    live.addHandler(handler);
    const socket = sockets.latest();
    for (const frame of ['', 'not json', '{"businessType":', 'null', '[]', '42', JSON.stringify({ businessType: 'ping', businessContent: '' }), JSON.stringify({ businessType: 'goal', businessContent: { matchId: 'x' } })]) {
      expect(() => socket.receive(frame)).not.toThrow();
    }
    expect(() => socket.receive(new ArrayBuffer(4))).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(live.state.get()).toBe('connected');
  });

  it('still reaches the other handlers when one throws, and reports the error', () => {
    const report = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation(() => undefined);
    const { sockets, live } = connected();
    const after = vi.fn();
    live.addHandler(() => {
      throw new Error('handler bug');
    });
    live.addHandler(after);
    sockets.latest().receive(JSON.stringify(PONG));
    expect(after).toHaveBeenCalledWith(PONG);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
