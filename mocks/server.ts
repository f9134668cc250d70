// Standalone mock backend: the same handlers, scenarios and live simulator as the browser worker and the test
// server, over real HTTP and WebSocket on 127.0.0.1, for any client (curl, other apps, pact verification).
//   npm run mock:server -- --port 9090 --scenario sports-maintenance --seed 8888
// Control: POST /__control/reset, POST /__control/scenario {"name":"..."}, GET /__control/scenarios.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import type { HttpHandler } from 'msw';
import { WebSocketServer } from 'ws';
import { httpHandlers } from './handlers';
import { findScenario, scenarios } from './scenarios';
import { reseed } from './seed';
import { answerFromHandlers, corsHeaders, sendJson } from './standalone/http-bridge';
import { liveHub } from './socket/hub';

const { values } = parseArgs({
  options: { port: { type: 'string' }, scenario: { type: 'string' }, seed: { type: 'string' }, host: { type: 'string' } },
});
const host = values.host ?? '127.0.0.1';
const port = Number(values.port ?? process.env.MOCK_PORT ?? 9090);
const seed = values.seed ?? process.env.MOCK_SEED;
const seedOptions = seed === undefined ? {} : { seed: Number(seed) };

let scenarioName = 'default';
let scenarioHandlers: HttpHandler[] = [];

function selectScenario(name: string): boolean {
  const scenario = findScenario(name);
  if (!scenario) return false;
  scenarioName = scenario.name;
  scenarioHandlers = scenario.handlers;
  return true;
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

async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (req.method === 'GET' && path === '/__control/scenarios') {
    sendJson(req, res, 200, { active: scenarioName, scenarios: scenarios.map(({ name, description }) => ({ name, description })) });
  } else if (req.method === 'POST' && path === '/__control/reset') {
    await reseed(seedOptions);
    liveHub.reset(seedOptions.seed);
    selectScenario('default');
    sendJson(req, res, 200, { ok: true, scenario: scenarioName });
  } else if (req.method === 'POST' && path === '/__control/scenario') {
    const name = String((await readJson(req)).name ?? '');
    if (selectScenario(name)) sendJson(req, res, 200, { ok: true, scenario: scenarioName });
    else sendJson(req, res, 400, { ok: false, error: `Unknown scenario "${name}"`, known: scenarios.map((s) => s.name) });
  } else {
    sendJson(req, res, 404, { ok: false, error: `No control endpoint ${req.method} ${path}` });
  }
}

const origin = `http://${host}:${port}`;

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

const sockets = new WebSocketServer({ noServer: true });
server.on('upgrade', (req, socket, head) => {
  if (new URL(req.url ?? '/', origin).pathname !== '/wss') {
    socket.destroy();
    return;
  }
  sockets.handleUpgrade(req, socket, head, (client) => {
    const connection = liveHub.connect({ send: (text) => client.send(text) });
    client.on('message', (data) => connection.receive(data.toString()));
    client.on('close', () => connection.close());
  });
});

const initial = values.scenario ?? process.env.MOCK_SCENARIO ?? 'default';
if (!selectScenario(initial)) {
  console.error(`Unknown scenario "${initial}"; known: ${scenarios.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
await reseed(seedOptions);
liveHub.reset(seedOptions.seed);
server.listen(port, host, () => {
  console.log(`Lotus mock server listening on ${origin} (WebSocket ${origin.replace('http', 'ws')}/wss, scenario: ${scenarioName})`);
});
