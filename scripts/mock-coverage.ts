// Mock coverage report (`npm run mock:coverage`): every operation of the OpenAPI documents with whether a
// stateful mock handler answers it, then the error cases of SPEC.md section 8 with the scenarios producing them.
// Pass --strict to exit non-zero when an error case has no scenario.
import { httpHandlers } from '../mocks/handlers';
import { listOperations, type ApiName } from '../mocks/openapi/documents';
import { scenarios, type CoveredCase } from '../mocks/scenarios';

/** `* /api/x/:id` (msw) -> `/api/x/{id}` (OpenAPI). */
const toOpenApiPath = (mswPath: string): string => mswPath.replace(/^\*/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const handled = new Set(
  httpHandlers.map((handler) => `${String(handler.info.method).toUpperCase()} ${toOpenApiPath(String(handler.info.path))}`),
);

const CATALOGUE: Array<{ api: ApiName; code: CoveredCase['code']; meaning: string }> = [
  { api: 'main', code: 10009, meaning: 'session expired' },
  { api: 'main', code: 10018, meaning: 'logged in elsewhere (repeat login)' },
  { api: 'main', code: 1009000037, meaning: 'warning toast, data still used' },
  { api: 'main', code: 1006000117, meaning: 'silent failure' },
  { api: 'main', code: 'other', meaning: 'any other code (msg toast)' },
  { api: 'main', code: 'network', meaning: 'network error' },
  { api: 'sports', code: 8, meaning: 'maintenance with [start-end]' },
  { api: 'sports', code: 14010, meaning: 'provider token expired' },
  { api: 'sports', code: 'other', meaning: 'any other non-zero code' },
  { api: 'sports', code: 'timeout', meaning: 'timeout (getList 5 s)' },
  { api: 'sports', code: 'no-response', meaning: 'no response' },
];

const pad = (text: string, width: number): string => text.padEnd(width);
let totalOps = 0;
let totalHandled = 0;

for (const api of ['main', 'sports'] as const) {
  const operations = listOperations(api);
  const mocked = operations.filter((op) => handled.has(`${op.method} ${op.path}`));
  totalOps += operations.length;
  totalHandled += mocked.length;
  console.log(`\n${api === 'main' ? 'Main API' : 'Sports provider'} (openapi/${api}.yaml): ${mocked.length}/${operations.length} operations have a stateful handler`);
  for (const op of operations) {
    const mark = handled.has(`${op.method} ${op.path}`) ? 'handler' : '-';
    console.log(`  ${pad(op.method, 6)} ${pad(op.path, 72)} ${pad(mark, 8)} ${op.operationId}`);
  }
}

console.log('\nError catalogue (SPEC.md section 8): scenarios producing each case');
let covered = 0;
for (const entry of CATALOGUE) {
  const by = scenarios.filter((s) => s.covers.some((c) => c.api === entry.api && c.code === entry.code)).map((s) => s.name);
  if (by.length > 0) covered += 1;
  console.log(`  ${pad(entry.api, 7)} ${pad(String(entry.code), 12)} ${pad(entry.meaning, 38)} ${by.length} ${by.length > 0 ? `(${by.join(', ')})` : 'NOT COVERED'}`);
}

const percent = totalOps === 0 ? 0 : Math.round((totalHandled / totalOps) * 100);
console.log(`\nTotals: ${totalHandled}/${totalOps} operations handled (${percent}%), ${covered}/${CATALOGUE.length} error cases covered, ${scenarios.length} scenarios`);
if (process.argv.includes('--strict') && covered < CATALOGUE.length) process.exit(1);
