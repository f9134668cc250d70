// The advanceOrder control of the standalone server, over real HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { server as mswServer } from '../node';
import { startStandaloneServer, type StandaloneServer } from '../standalone/mock-server';
import { SEED_TOKENS } from '../seed';

let running: StandaloneServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const post = async (origin: string, path: string, body: unknown, token?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown> } };
};

describe('POST /__control/advanceOrder', { timeout: 30_000 }, () => {
  it('credits or rejects a deposit now and refuses a bad body or an unknown order', async () => {
    mswServer.use(http.all('http://127.0.0.1:*', () => passthrough()));
    running = await startStandaloneServer({ port: 0 });
    const { origin } = running;
    const token = SEED_TOKENS.lotus888;
    const created = await post(origin, '/api/fund/deposit/order', { channelId: 101, amount: 500_000, bankId: 12 }, token);
    const orderNo = String(created.body.data?.orderNo);
    expect(await post(origin, '/__control/advanceOrder', { orderNo })).toEqual({ status: 200, body: { orderNo, status: 1 } });
    expect((await post(origin, '/__control/advanceOrder', { orderNo, outcome: 'later' })).status).toBe(400);
    expect((await post(origin, '/__control/advanceOrder', { orderNo: 'DP0' })).body).toMatchObject({ ok: false, error: 'No deposit order DP0' });

    const second = await post(origin, '/api/fund/deposit/order', { channelId: 101, amount: 500_000, bankId: 12 }, token);
    const rejected = String(second.body.data?.orderNo);
    expect((await post(origin, '/__control/advanceOrder', { orderNo: rejected, outcome: 'rejected' })).body).toEqual({ orderNo: rejected, status: 6 });
  });
});
