// The standalone mock backend as a function: the same handlers, scenarios and live hub as the browser worker and the
// test server, over real HTTP and WebSocket. mocks/server.ts runs it from the command line; tests start it on a
// free port. Control: POST /__control/reset, POST /__control/scenario {"name":"..."}, GET /__control/scenarios,
// POST /__control/finishMatch {"matchId":n,"score":[h,a]} (ends a match now and settles its bets),
// POST /__control/advanceOrder {"orderNo":"DP…|WD…","outcome":"success|rejected|paid|returned"} (ends an order now).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpHandler } from 'msw';
import { httpHandlers } from '../handlers';
import { advanceOrder, isOrderOutcome } from '../handlers/wallet-controls';
import { diskStreamFiles } from '../handlers/rooms-stream-disk';
import { useStreamFileLoader } from '../handlers/rooms-stream-files';
import { findScenario, scenarios, type Scenario } from '../scenarios';
import { reseed, type SeedOptions } from '../seed';
import { isFinalScore } from '../socket/finish-match';
import { liveHub, type LiveHub } from '../socket/hub';
import { answerFromHandlers, corsHeaders, sendJson } from './http-bridge';
import { attachLiveSocket, SOCKET_PATH } from './socket-bridge';

export interface StandaloneOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  scenario?: string;
  seed?: number;
  /** The hub to serve (the shared one by default). */
  hub?: LiveHub;
}

export interface StandaloneServer {
  /** http://host:port */
  origin: string;
  /** ws://host:port/wss */
  socketUrl: string;
  /** The active scenario's name. */
  scenario(): string;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startStandaloneServer(options: StandaloneOptions = {}): Promise<StandaloneServer> {
  const host = options.host ?? '127.0.0.1';
  useStreamFileLoader(diskStreamFiles);
  const hub = options.hub ?? liveHub;
  const seedOptions: SeedOptions = options.seed === undefined ? {} : { seed: options.seed };
  let active: Scenario | undefined;
  let scenarioHandlers: HttpHandler[] = [];

  const select = (name: string): boolean => {
    const scenario = findScenario(name);
    if (!scenario) return false;
    active = scenario;
    scenarioHandlers = scenario.handlers;
    void hub.play(scenario.live);
    return true;
  };

  const startOver = async (): Promise<void> => {
    await reseed(seedOptions);
    hub.reset(seedOptions.seed);
  };

  const control = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method === 'GET' && path === '/__control/scenarios') {
      sendJson(req, res, 200, { active: active?.name, scenarios: scenarios.map(({ name, description }) => ({ name, description })) });
    } else if (req.method === 'POST' && path === '/__control/reset') {
      await startOver();
      select('default');
      sendJson(req, res, 200, { ok: true, scenario: active?.name });
    } else if (req.method === 'POST' && path === '/__control/scenario') {
      const name = String((await readJson(req)).name ?? '');
      if (select(name)) sendJson(req, res, 200, { ok: true, scenario: active?.name });
      else sendJson(req, res, 400, { ok: false, error: `Unknown scenario "${name}"`, known: scenarios.map((s) => s.name) });
    } else if (req.method === 'POST' && path === '/__control/finishMatch') {
      const body = await readJson(req);
      const score = body.score === undefined ? undefined : isFinalScore(body.score) ? body.score : null;
      if (typeof body.matchId !== 'number' || score === null) {
        sendJson(req, res, 400, { ok: false, error: 'Expected {"matchId": <number>, "score"?: [<home>, <away>]}' });
        return;
      }
      const { ended, settled } = await hub.finishMatch(body.matchId, score);
      if (ended) sendJson(req, res, 200, { ok: true, settled });
      else sendJson(req, res, 400, { ok: false, error: `Match ${body.matchId} is not a live or upcoming match` });
    } else if (req.method === 'POST' && path === '/__control/advanceOrder') {
      const body = await readJson(req);
      if (typeof body.orderNo !== 'string' || (body.outcome !== undefined && !isOrderOutcome(body.outcome))) {
        sendJson(req, res, 400, { ok: false, error: 'Expected {"orderNo": "<DP… or WD…>", "outcome"?: "success" | "rejected" | "paid" | "returned"}' });
        return;
      }
      try {
        sendJson(req, res, 200, await advanceOrder(body.orderNo, body.outcome));
      } catch (error) {
        sendJson(req, res, 400, { ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    } else {
      sendJson(req, res, 404, { ok: false, error: `No control endpoint ${req.method} ${path}` });
    }
  };

  const initial = options.scenario ?? 'default';
  if (!findScenario(initial)) throw new Error(`Unknown scenario "${initial}"; known: ${scenarios.map((s) => s.name).join(', ')}`);
  await startOver();
  select(initial);

  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', origin).pathname;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, corsHeaders(req));
        res.end();
      } else if (path.startsWith('/__control/')) {
        await control(req, res, path);
      } else if (!(await answerFromHandlers(req, res, origin, [...scenarioHandlers, ...httpHandlers]))) {
        sendJson(req, res, 404, { code: 404, msg: `No mock for ${req.method} ${path}`, data: null });
      }
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendJson(req, res, 500, { code: 500, msg: String(error), data: null });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 9090, host, () => resolve());
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  const closeSockets = attachLiveSocket(server, hub, origin);

  return {
    origin,
    socketUrl: `${origin.replace('http', 'ws')}${SOCKET_PATH}`,
    scenario: () => active?.name ?? 'default',
    close: () =>
      new Promise<void>((resolve) => {
        closeSockets();
        hub.reset(seedOptions.seed);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
