// The standalone server on a free port: real HTTP and a real WebSocket (`ws`), outside msw's interception.
import { afterEach, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import WebSocket from 'ws';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import { server as mswServer } from '../node';
import { SteppedClock } from '../socket/clock';
import { LiveHub } from '../socket/hub';
import { EVENING_START, PING, subscribe } from '../socket/test-support';
import { startStandaloneServer, type StandaloneServer } from './mock-server';
import { isMatchPush } from '@/shared/live/server-message';

let running: StandaloneServer | undefined;
/** Requests to the local server go out for real (msw answers only the mock origins). */
const local = [http.all('http://127.0.0.1:*', () => passthrough())];

afterEach(async () => {
  await running?.close();
  running = undefined;
});

function connect(url: string): Promise<{ socket: WebSocket; received: ServerMessage[] }> {
  const socket = new WebSocket(url);
  const received: ServerMessage[] = [];
  socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8')) as ServerMessage));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, received }));
    socket.once('error', reject);
  });
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('standalone mock server', () => {
  it('streams the live evening over a real WebSocket at /wss: pong, then the pushes of the subscribed matches', async () => {
    mswServer.use(...local);
    const clock = new SteppedClock(EVENING_START);
    const hub = new LiveHub({ clock });
    running = await startStandaloneServer({ port: 0, hub });
    expect(running.socketUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/wss$/);
    const { socket, received } = await connect(running.socketUrl);
    socket.send(PING);
    const live = db.matches.findMany((q) => q.where({ ms: 5 })).map((m) => m.id);
    socket.send(subscribe(live));
    await until(() => received.length > 0 && hub.subscribed().size > 0);
    expect(received[0]).toEqual({ businessType: 'pong', businessContent: { serverTime: EVENING_START } });
    await clock.advance(60_000);
    await until(() => received.length > 5);
    expect(received.slice(1).every((m) => isMatchPush(m) && live.includes(m.businessContent.matchId))).toBe(true);
    expect(received.length).toBeGreaterThan(5);
    socket.close();
  });

  it('answers HTTP from the handlers and switches scenarios, socket-drops refusing the upgrade after the drop', async () => {
    mswServer.use(...local);
    const clock = new SteppedClock(EVENING_START);
    const hub = new LiveHub({ clock });
    running = await startStandaloneServer({ port: 0, hub, scenario: 'socket-drops' });
    const list = await fetch(`${running.origin}/__control/scenarios`).then((r) => r.json() as Promise<{ active: string }>);
    expect(list.active).toBe('socket-drops');
    const { socket } = await connect(running.socketUrl);
    const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
    await clock.advance(2000);
    expect(await closed).toBe(1012);
    await expect(connect(running.socketUrl)).rejects.toThrow(/503/);
    const switched = await fetch(`${running.origin}/__control/scenario`, { method: 'POST', body: JSON.stringify({ name: 'default' }) });
    expect(((await switched.json()) as { scenario: string }).scenario).toBe('default');
    (await connect(running.socketUrl)).socket.close();
  });

  it('ends a match on POST /__control/finishMatch and settles the bets on it; refuses a bad body or an unknown match', async () => {
    mswServer.use(...local);
    const hub = new LiveHub({ clock: new SteppedClock(EVENING_START) });
    running = await startStandaloneServer({ port: 0, hub });
    const order = db.sportsOrders.findMany((q) => q.where({ st: 4 })).find((o) => o.ops.length === 1);
    const matchId = Number(order?.ops[0]?.mid);
    const finish = (body: unknown) => fetch(`${running?.origin ?? ''}/__control/finishMatch`, { method: 'POST', body: JSON.stringify(body) });
    const ended = await finish({ matchId, score: [1, 1] });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ok: true, settled: [order?.id] });
    expect(db.sportsOrders.findFirst((q) => q.where({ id: order?.id ?? '' }))?.st).toBe(5);
    expect((await finish({ matchId })).status).toBe(400);
    expect((await finish({ matchId: 'x' })).status).toBe(400);
    expect((await finish({ matchId, score: [1] })).status).toBe(400);
  });

  it('sends picture URLs on its own origin and serves them, and gzips JSON for a client that accepts it', async () => {
    mswServer.use(...local);
    running = await startStandaloneServer({ port: 0, hub: new LiveHub({ clock: new SteppedClock(EVENING_START) }) });
    const origin = running.origin;
    const ads = await fetch(`${origin}/api/promotion/advertise/list/type?type=1`).then((r) => r.json() as Promise<{ data: Array<{ imageUrl: string }> }>);
    const picture = ads.data[0]?.imageUrl ?? '';
    expect(picture.startsWith(`${origin}/mock-pictures/banner/`)).toBe(true);
    const svg = await fetch(picture);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
    // node's fetch asks for gzip and inflates the answer itself; http.get shows the wire.
    const { get } = await import('node:http');
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      get(`${origin}/api/game/home/gameType/list`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      }).on('error', reject);
    });
    expect(encoding).toBe('gzip');
  });
});
