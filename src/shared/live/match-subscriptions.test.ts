import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/shared/lib/create-store';
import { createLiveSocket, type LiveSocket } from './live-socket';
import { createMatchSubscriptions, useLiveMatches, type MatchSubscriptions } from './match-subscriptions';
import { fakeSockets } from './test-helpers';

const goalInfo = (fbId: string) => ({ businessType: 'matchGoalInfo', businessContent: { source: 'connect' }, fbId });

let live: LiveSocket;
let subscriptions: MatchSubscriptions;
let sockets: ReturnType<typeof fakeSockets>;

function connect() {
  vi.advanceTimersByTime(3000);
  sockets.latest().accept();
  return sockets.latest();
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = fakeSockets();
  live = createLiveSocket({ session: createStore<string | null>('member-token'), open: sockets.open, url: () => 'ws://lotus.test/wss' });
  subscriptions = createMatchSubscriptions(live);
});

afterEach(() => {
  subscriptions.dispose();
  live.dispose();
  vi.useRealTimers();
});

describe('match subscriptions', () => {
  it('sends the union after connecting', () => {
    subscriptions.subscribeMatches([912377, 912301]);
    subscriptions.subscribeMatches(['912301', '5']);
    const socket = connect();
    expect(socket.sent).toEqual([goalInfo('5,912301,912377')]);
  });

  it('sends nothing after connecting while no match is subscribed', () => {
    const socket = connect();
    expect(socket.sent).toEqual([]);
  });

  it('sends one message for each change of the union while connected', () => {
    const socket = connect();
    const releaseFirst = subscriptions.subscribeMatches([1, 2]);
    const releaseSecond = subscriptions.subscribeMatches([2, 3]);
    releaseFirst();
    expect(socket.sent).toEqual([goalInfo('1,2'), goalInfo('1,2,3'), goalInfo('2,3')]);
    releaseSecond();
    expect(socket.sent).toHaveLength(3);
  });

  it('sends nothing when the union does not change', () => {
    const socket = connect();
    subscriptions.subscribeMatches([1, 2]);
    const again = subscriptions.subscribeMatches([2, 1, 1]);
    again();
    subscriptions.subscribeMatches([]);
    expect(socket.sent).toEqual([goalInfo('1,2')]);
  });

  it('counts references: a match stays until its last subscriber releases it', () => {
    const first = subscriptions.subscribeMatches([7, 8]);
    const second = subscriptions.subscribeMatches([8]);
    first();
    expect(subscriptions.matchIds()).toEqual(['8']);
    first();
    expect(subscriptions.matchIds()).toEqual(['8']);
    second();
    expect(subscriptions.matchIds()).toEqual([]);
  });

  it('sends the union again after every reconnection', () => {
    subscriptions.subscribeMatches([4]);
    const first = connect();
    first.drop();
    vi.advanceTimersByTime(5000);
    const second = sockets.latest();
    subscriptions.subscribeMatches([9]);
    expect(second.sent).toEqual([]);
    second.accept();
    expect(first.sent).toEqual([goalInfo('4')]);
    expect(second.sent).toEqual([goalInfo('4,9')]);
  });

  it('does not warn about a change made without a connection', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    subscriptions.subscribeMatches([1])();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('announcing a bet', () => {
  it('sends the bet\'s matches once each with source betSlip, and leaves the subscribed set as it was', () => {
    subscriptions.subscribeMatches([7]);
    const socket = connect();
    subscriptions.announceBet([10, 11, 10]);
    expect(socket.sent).toEqual([goalInfo('7'), { businessType: 'matchGoalInfo', businessContent: { source: 'betSlip' }, fbId: '10,11' }]);
    expect(subscriptions.matchIds()).toEqual(['7']);
  });

  it('says nothing without a connection', () => {
    subscriptions.announceBet([10]);
    const socket = connect();
    expect(socket.sent).toEqual([]);
  });
});

describe('useLiveMatches', () => {
  it('subscribes while mounted, follows new ids and releases on unmount', () => {
    const socket = connect();
    const { rerender, unmount } = renderHook(({ ids }) => useLiveMatches(ids, subscriptions), {
      initialProps: { ids: [3, 1] as number[] },
    });
    expect(subscriptions.matchIds()).toEqual(['1', '3']);
    rerender({ ids: [3, 1] });
    rerender({ ids: [3, 2] });
    expect(subscriptions.matchIds()).toEqual(['2', '3']);
    act(() => unmount());
    expect(subscriptions.matchIds()).toEqual([]);
    expect(socket.sent).toEqual([goalInfo('1,3'), goalInfo('2,3')]);
  });
});
