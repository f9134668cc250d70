// Standalone mock backend from the command line (mocks/standalone/mock-server.ts): the same handlers, scenarios and
// live simulator as the browser worker and the test server, over real HTTP and WebSocket on 127.0.0.1.
//   npm run mock:server -- --port 9090 --scenario busy-evening --seed 8888
// Control: POST /__control/reset, POST /__control/scenario {"name":"..."}, GET /__control/scenarios.
import { parseArgs } from 'node:util';
import { startStandaloneServer } from './standalone/mock-server';

const { values } = parseArgs({
  options: { port: { type: 'string' }, scenario: { type: 'string' }, seed: { type: 'string' }, host: { type: 'string' } },
});
const seed = values.seed ?? process.env.MOCK_SEED;

try {
  const server = await startStandaloneServer({
    host: values.host ?? '127.0.0.1',
    port: Number(values.port ?? process.env.MOCK_PORT ?? 9090),
    scenario: values.scenario ?? process.env.MOCK_SCENARIO ?? 'default',
    ...(seed === undefined ? {} : { seed: Number(seed) }),
  });
  console.log(`Lotus mock server listening on ${server.origin} (WebSocket ${server.socketUrl}, scenario: ${server.scenario()})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
