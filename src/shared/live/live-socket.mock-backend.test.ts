import { afterEach, expect, it } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { createStore } from '@/shared/lib/create-store';
import { db } from '@mocks/db';
import { liveHub } from '@mocks/socket/hub';
import { createLiveSocket, type LiveSocket } from './live-socket';
import { createMatchSubscriptions } from './match-subscriptions';
import { isMatchPush } from './server-message';

let live: LiveSocket | undefined;

afterEach(() => {
  live?.dispose();
});

it('gets a pong from the mock backend for its ping (msw ws link)', async () => {
  const session = createStore<string | null>('member-token');
  live = createLiveSocket({ session, url: () => 'ws://lotus.test/wss', timing: { startDelayMs: 0, pingIntervalMs: 10 } });
  const pong = new Promise<ServerMessage>((resolve) => live?.addHandler(resolve));
  await expect(pong).resolves.toMatchObject({ businessType: 'pong', businessContent: { serverTime: expect.any(Number) } });
  expect(live.state.get()).toBe('connected');
});

it('receives the pushes about the matches it subscribed (msw ws link)', async () => {
  const session = createStore<string | null>('member-token');
  live = createLiveSocket({ session, url: () => 'ws://lotus.test/wss', timing: { startDelayMs: 0 } });
  const subscriptions = createMatchSubscriptions(live);
  const liveMatch = db.matches.findFirst((q) => q.where({ ms: 5 }), { strict: true });
  const release = subscriptions.subscribeMatches([liveMatch.id]);
  const received: ServerMessage[] = [];
  live.addHandler((message) => received.push(message));
  await new Promise<void>((resolve) => live?.onConnected(resolve));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const pushed: ServerMessage[] = [];
  for (let step = 0; step < 30; step += 1) pushed.push(...(await liveHub.tick(Date.now() + step * 4000)));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const expected = pushed.filter((m) => isMatchPush(m) && m.businessContent.matchId === liveMatch.id);
  expect(expected.length).toBeGreaterThan(0);
  expect(received).toEqual(expected);
  release();
  subscriptions.dispose();
});
