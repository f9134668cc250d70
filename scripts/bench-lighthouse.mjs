// `npm run bench:lighthouse`: how fast the first screen is, as Lighthouse 12 sees it on a mid-range phone. It builds
// the live build (VITE_API_MOCKING=off) pointed at the standalone mock server, serves it the way a production host
// would (scripts/bench-static-server.mjs: gzip, cached hashed assets, index.html for app paths), starts the mock
// server (mocks/server.ts), picks a live match from it, and runs Lighthouse (mobile preset, simulated throttling,
// performance only) in Debian's Chromium on /, /sports, /match-detail/{id} and /activity, each page RUNS times. It prints each
// run's score and the median of every figure per page, then stops everything it started. Exits 1 when a median
// misses a target (performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02), or when a page never called the
// mock server (the app did not start).
// Options: --no-build reuses the last build when it points at the same mock origin; --runs N (default 3);
// --pages /,/sports (a comma list; {live} stands for the live match id); --mock-port N (9391); --port N (4391).
// The JSON report of every run is kept in logs/lighthouse/ for a closer look (Lighthouse's viewer opens them).
// --smoke (what `npm test` runs, scripts/bench-smoke.mjs): one run of the first page (`/` unless --pages says
// otherwise) on the live build `npm test` has made in dist/ (nothing is built): its API and socket hosts, the ones
// that build took from .env.production, are swapped for the mock server's as the files are served. It prints the
// same figures, judges no target and keeps no report; it fails only when Lighthouse did not measure the page or the
// page never called the mock server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/support/chromium.js';
import { benchOptions, endSmoke, loadAverage, started, startMockServer, stopAll } from './bench-kit.mjs';
import { startStaticServer } from './bench-static-server.mjs';
import { liveBuildOnMock } from './live-build-on-mock.mjs';

const options = benchOptions();
const SMOKE = options.smoke;
const RUNS = SMOKE ? 1 : options.number('runs', 3);
const MOCK_PORT = options.number('mock-port', 9391);
const PORT = options.number('port', 4391);
const ALL_PAGES = options.text('pages', '/,/sports,/match-detail/{live},/activity').split(',');
const PAGES = SMOKE ? ALL_PAGES.slice(0, 1) : ALL_PAGES;
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
const SOCKET_URL = `${MOCK_ORIGIN.replace('http', 'ws')}/wss`;
const OUT_DIR = resolve('node_modules/.cache/bench-lighthouse/dist');
const LIVE_BUILD = resolve('dist');
const REPORTS = resolve('logs/lighthouse');
const TARGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

const stamp = `mock origin ${MOCK_ORIGIN}`;

/** The live build, with every backend URL on the mock server; reused with --no-build when it points there. */
function build() {
  const stampFile = `${OUT_DIR}/.bench-stamp`;
  if (options.flag('no-build') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  const env = {
    ...process.env,
    VITE_API_MOCKING: 'off',
    VITE_MAIN_API_URL: MOCK_ORIGIN,
    VITE_SPORTS_GUEST_API_URL: MOCK_ORIGIN,
    VITE_SPORTS_LANGUAGE_PACKAGE_URL: MOCK_ORIGIN,
    VITE_SOCKET_URL: SOCKET_URL,
  };
  const built = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', OUT_DIR, '--emptyOutDir'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the live build failed');
  writeFileSync(stampFile, stamp);
}

/** A match the mock has in play, from the guest match list (type 1 = live). */
async function liveMatchId() {
  const response = await fetch(`${MOCK_ORIGIN}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ size: 20, type: 1, sportId: 1 }),
  });
  const id = (await response.json())?.data?.records?.[0]?.id;
  if (typeof id !== 'number') throw new Error('the mock server listed no live match');
  return id;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figures(lhr) {
  const value = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    mockCalls: requests.filter((request) => request.url.startsWith(`${MOCK_ORIGIN}/`) && request.statusCode >= 200 && request.statusCode < 300).length,
  };
}

function misses(result) {
  return [
    result.score < TARGET.score && `performance ${result.score} < ${TARGET.score}`,
    result.lcpMs > TARGET.lcpMs && `LCP ${(result.lcpMs / 1000).toFixed(1)} s > ${TARGET.lcpMs / 1000} s`,
    result.tbtMs > TARGET.tbtMs && `TBT ${Math.round(result.tbtMs)} ms > ${TARGET.tbtMs} ms`,
    result.cls > TARGET.cls && `CLS ${result.cls.toFixed(3)} > ${TARGET.cls}`,
  ].filter(Boolean);
}

/** What shows a page was not measured with the app running on the mock: judged in the smoke and in the full run. */
function notDriven(path, result) {
  return [
    !Number.isFinite(result.score) && `${path}: Lighthouse gave no performance score`,
    !(result.lcpMs > 0) && `${path}: Lighthouse measured no largest contentful paint`,
    result.mockCalls === 0 && `${path}: a run made no successful call to the mock server ${MOCK_ORIGIN} (the app did not start)`,
  ].filter(Boolean);
}

async function measure(chrome, url, name) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message}`);
    if (!SMOKE) writeFileSync(`${REPORTS}/${name}-${run}.json`, result.report);
    runs.push(figures(result.lhr));
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    scores: runs.map((run) => run.score),
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    mockCalls: Math.min(...runs.map((run) => run.mockCalls)),
  };
}

const problems = [];
let missedTarget = false;
try {
  console.log(`bench:lighthouse  load average at start: ${loadAverage()}`);
  let root = OUT_DIR;
  let transform;
  if (SMOKE) {
    root = LIVE_BUILD;
    transform = liveBuildOnMock(LIVE_BUILD, MOCK_ORIGIN);
  } else {
    build();
    mkdirSync(REPORTS, { recursive: true });
  }
  await startMockServer(MOCK_PORT);
  const site = await started(startStaticServer({ root, port: PORT, transform }), (server) => server.close());
  const live = await liveMatchId();
  const chrome = await started(
    chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' }),
    (launched) => launched.kill(),
  );

  const built = SMOKE ? 'the live build in dist/ (hosts swapped for the mock)' : 'live build';
  console.log(`Lighthouse 12, mobile preset, simulated throttling, ${RUNS} run${RUNS === 1 ? '' : 's'} per page (median), ${built} on ${site.origin}, mock ${MOCK_ORIGIN}${SMOKE ? ', smoke' : ''}`);
  console.log(`${'page'.padEnd(22)} ${'perf'.padStart(4)}  ${'FCP'.padStart(6)}  ${'LCP'.padStart(6)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}  runs`);
  for (const page of PAGES) {
    const path = page.replace('{live}', String(live));
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '-');
    const result = await measure(chrome, `${site.origin}${path}`, name);
    problems.push(...notDriven(path, result));
    const missed = SMOKE ? [] : misses(result);
    missedTarget ||= missed.length > 0;
    console.log(
      `${path.padEnd(22)} ${String(result.score).padStart(4)}  ${(result.fcpMs / 1000).toFixed(2).padStart(4)} s  ${(result.lcpMs / 1000).toFixed(2).padStart(4)} s  ` +
        `${String(Math.round(result.tbtMs)).padStart(4)} ms  ${result.cls.toFixed(3)}  ${result.scores.join(' ')}${missed.length ? `  MISSED: ${missed.join(', ')}` : ''}`,
    );
  }
  console.log(`load average at end: ${loadAverage()}`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await stopAll();
}
let passed;
if (SMOKE) {
  passed = endSmoke('bench:lighthouse', problems);
} else {
  for (const problem of problems) console.error(`FAIL ${problem}`);
  passed = problems.length === 0 && !missedTarget;
  if (problems.length === 0) console.log(missedTarget ? 'bench:lighthouse missed a target' : 'bench:lighthouse met every target');
}
process.exit(passed ? 0 : 1);
