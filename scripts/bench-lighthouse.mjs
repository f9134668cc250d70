// `npm run bench:lighthouse`: how fast the first screen is, as Lighthouse 12 sees it on a mid-range phone. It builds
// the live build (VITE_API_MOCKING=off) pointed at the standalone mock server, serves it the way a production host
// would (scripts/bench-lighthouse-server.mjs: gzip, cached hashed assets, index.html for app paths), starts the mock
// server (mocks/server.ts), picks a live match from it, and runs Lighthouse (mobile preset, simulated throttling,
// performance only) in Debian's Chromium on /, /sports and /match-detail/{id}, each page RUNS times. It prints each
// run's score and the median of every figure per page, then stops everything it started. Exits 1 when a median
// misses a target (performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02). A benchmark: not part of npm test.
// Options: --no-build reuses the last build when it points at the same mock origin; --runs N (default 3);
// --pages /,/sports (a comma list; {live} stands for the live match id); --mock-port N (9391); --port N (4391).
// The JSON report of every run is kept in logs/lighthouse/ for a closer look (Lighthouse's viewer opens them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/support/chromium.js';
import { startStaticServer } from './bench-lighthouse-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const MOCK_PORT = Number(option('mock-port', 9391));
const PORT = Number(option('port', 4391));
const PAGES = option('pages', '/,/sports,/match-detail/{live}').split(',');
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
const OUT_DIR = resolve('node_modules/.cache/bench-lighthouse/dist');
const REPORTS = resolve('logs/lighthouse');
const TARGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const stamp = `mock origin ${MOCK_ORIGIN}`;

/** The live build, with every backend URL on the mock server; reused with --no-build when it points there. */
function build() {
  const stampFile = `${OUT_DIR}/.bench-stamp`;
  if (args.includes('--no-build') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  const env = {
    ...process.env,
    VITE_API_MOCKING: 'off',
    VITE_MAIN_API_URL: MOCK_ORIGIN,
    VITE_SPORTS_GUEST_API_URL: MOCK_ORIGIN,
    VITE_SPORTS_LANGUAGE_PACKAGE_URL: MOCK_ORIGIN,
    VITE_SOCKET_URL: `${MOCK_ORIGIN.replace('http', 'ws')}/wss`,
  };
  const built = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', OUT_DIR, '--emptyOutDir'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the live build failed');
  writeFileSync(stampFile, stamp);
}

async function waitFor(url, what) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} did not answer on ${url}`);
}

/** The standalone mock server in its own process group, so stopping it stops tsx's child too. */
function startMockServer() {
  const child = spawn('npx', ['tsx', 'mocks/server.ts', '--port', String(MOCK_PORT)], { stdio: 'ignore', detached: true });
  return () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  };
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
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
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

async function measure(chrome, url, name) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message}`);
    writeFileSync(`${REPORTS}/${name}-${run}.json`, result.report);
    runs.push(figures(result.lhr));
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return { scores: runs.map((run) => run.score), score: pick('score'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls') };
}

const stops = [];
let failed = false;
try {
  console.log(`bench:lighthouse  load average at start: ${load()}`);
  build();
  mkdirSync(REPORTS, { recursive: true });
  stops.push(startMockServer());
  await waitFor(`${MOCK_ORIGIN}/__control/scenarios`, 'the mock server');
  const site = await startStaticServer({ root: OUT_DIR, port: PORT });
  stops.push(() => site.close());
  const live = await liveMatchId();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  stops.push(() => chrome.kill());

  console.log(`Lighthouse 12, mobile preset, simulated throttling, ${RUNS} runs per page (median), live build on ${site.origin}, mock ${MOCK_ORIGIN}`);
  console.log(`${'page'.padEnd(22)} ${'perf'.padStart(4)}  ${'FCP'.padStart(6)}  ${'LCP'.padStart(6)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}  runs`);
  for (const page of PAGES) {
    const path = page.replace('{live}', String(live));
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '-');
    const result = await measure(chrome, `${site.origin}${path}`, name);
    const missed = misses(result);
    failed ||= missed.length > 0;
    console.log(
      `${path.padEnd(22)} ${String(result.score).padStart(4)}  ${(result.fcpMs / 1000).toFixed(2).padStart(4)} s  ${(result.lcpMs / 1000).toFixed(2).padStart(4)} s  ` +
        `${String(Math.round(result.tbtMs)).padStart(4)} ms  ${result.cls.toFixed(3)}  ${result.scores.join(' ')}${missed.length ? `  MISSED: ${missed.join(', ')}` : ''}`,
    );
  }
  console.log(`load average at end: ${load()}`);
  console.log(failed ? 'bench:lighthouse missed a target' : 'bench:lighthouse met every target');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  for (const stop of stops.reverse()) await stop();
}
process.exit(failed ? 1 : 0);
