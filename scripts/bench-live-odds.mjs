// `npm run bench:live-odds`: how the live match list copes with a busy evening. It builds the demo (mock-backed)
// production build, serves it, opens it in Debian's Chromium at 390x844, logs the demo member in, switches the mock
// backend to the `busy-evening` scenario, opens the /sports live tab and has the mock backend push 100 odds changes
// per second for 10 s over the live socket. It prints what it measured and fails when a budget is broken:
//   - rendered match rows <= 60 at any time (the list is virtualised);
//   - an odds update re-renders only the rows whose selections changed (row renders are counted through the
//     render probe in src/shared/lib/render-probe.ts, changed matches through what the mock pushed);
//   - no long task over 200 ms.
// Options: --no-build reuses dist-bench/; --seconds N and --rate N change the load.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const SECONDS = option('seconds', 10);
const RATE = option('rate', 100);
const BURSTS_PER_SECOND = 10;
const PORT = 4179;
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET = { rows: 60, longTaskMs: 200 };
const MEMBER = { userName: 'lotus888', password: 'Lotus2026' };

if (!args.includes('--no-build') || !existsSync('dist-bench/index.html')) {
  execSync('npx vite build --mode demo --outDir dist-bench', { stdio: ['ignore', 'ignore', 'inherit'] });
}
const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist-bench', '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
};

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the preview server did not start on ${BASE}`);
}

/** Runs in the page before any app code: counts React commits, row renders, long tasks, frames and DOM rows. */
function instrument() {
  const stats = { recording: false, commits: 0, renders: [], longTasks: [], frames: [], maxRows: 0 };
  window.__bench = stats;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      if (stats.recording) stats.commits += 1;
    },
  };
  window.__lotusRenderProbe = (name, id) => {
    if (stats.recording && name === 'MatchRow') stats.renders.push(id);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (stats.recording) stats.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  let last = 0;
  const frame = (time) => {
    if (stats.recording) {
      if (last > 0) stats.frames.push(time - last);
      stats.maxRows = Math.max(stats.maxRows, document.querySelectorAll('[data-match-row]').length);
    }
    last = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

let failed;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  await waitForServer();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(instrument);
  const page = await context.newPage();

  await page.goto(`${BASE}/login?lang=en&mockReset=1&scenario=busy-evening`);
  await page.getByLabel('Username', { exact: true }).fill(MEMBER.userName);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('slider', { name: 'Slide to verify' }).fill('100');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(`${BASE}/`);
  // Client-side navigation keeps the session and the open socket.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/sports');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('[data-match-row]').first().waitFor();
  await page.waitForFunction(() => window.__lotusMock?.live?.subscribedCount() > 0, undefined, { timeout: 15_000 });

  const perBurst = Math.max(1, Math.round(RATE / BURSTS_PER_SECOND));
  const result = await page.evaluate(
    async ({ seconds, perBurst, burstsPerSecond }) => {
      const stats = window.__bench;
      const changed = new Set();
      let updates = 0;
      // The bench is the only source of odds moves while it measures; clocks and match events go on as scheduled.
      window.__lotusMock.live.pace({ oddsMovesPerTick: 0 });
      const heapBefore = performance.memory?.usedJSHeapSize ?? 0;
      stats.recording = true;
      const bursts = seconds * burstsPerSecond;
      for (let i = 0; i < bursts; i += 1) {
        const pushed = await window.__lotusMock.live.pushOdds(perBurst);
        for (const id of pushed) changed.add(id);
        updates += pushed.length;
        await new Promise((resolve) => setTimeout(resolve, 1000 / burstsPerSecond));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      stats.recording = false;
      const wasted = stats.renders.filter((id) => !changed.has(id)).length;
      return {
        updates,
        commits: stats.commits,
        rowRenders: stats.renders.length,
        wasted,
        changedMatches: changed.size,
        longTasks: stats.longTasks,
        frames: stats.frames,
        maxRows: stats.maxRows,
        heapBefore,
        heapAfter: performance.memory?.usedJSHeapSize ?? 0,
      };
    },
    { seconds: SECONDS, perBurst, burstsPerSecond: BURSTS_PER_SECOND },
  );

  const longest = Math.max(0, ...result.longTasks);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`bench:live-odds  ${result.updates} odds updates pushed in ${SECONDS} s (asked ${RATE}/s), busy-evening, /sports live tab, 390x844`);
  console.log(`  long tasks > 50 ms        ${result.longTasks.length} (max ${longest.toFixed(0)} ms; budget: none over ${BUDGET.longTaskMs} ms)`);
  console.log(`  frame time p95            ${percentile(result.frames, 95).toFixed(1)} ms (p50 ${percentile(result.frames, 50).toFixed(1)} ms, ${result.frames.length} frames)`);
  console.log(`  rendered match rows (max) ${result.maxRows} (budget ${BUDGET.rows})`);
  console.log(`  React commits per update  ${(result.commits / result.updates).toFixed(2)} (${result.commits} commits)`);
  console.log(`  row renders per update    ${(result.rowRenders / result.updates).toFixed(2)} (${result.rowRenders} renders, ${result.changedMatches} matches changed)`);
  console.log(`  rows re-rendered without a change ${result.wasted} (budget 0)`);
  console.log(`  JS heap after             ${mb(result.heapAfter)} (before ${mb(result.heapBefore)})`);

  const problems = [];
  if (result.maxRows > BUDGET.rows) problems.push(`${result.maxRows} rows rendered (budget ${BUDGET.rows})`);
  if (result.maxRows === 0) problems.push('no match row was rendered');
  if (result.wasted > 0) problems.push(`${result.wasted} row renders for matches whose odds did not change`);
  if (result.rowRenders === 0) problems.push('no row re-rendered: the pushes did not reach the list');
  if (result.updates < RATE * SECONDS * 0.8) problems.push(`only ${result.updates} odds updates were pushed`);
  if (longest > BUDGET.longTaskMs) problems.push(`a long task took ${longest.toFixed(0)} ms (budget ${BUDGET.longTaskMs})`);
  for (const problem of problems) console.error(`FAIL ${problem}`);
  failed = problems.length > 0;
  console.log(failed ? 'bench:live-odds failed its budgets' : 'bench:live-odds within its budgets');
} finally {
  await browser.close();
  stopServer();
}
process.exit(failed === false ? 0 : 1);
