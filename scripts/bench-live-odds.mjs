// `npm run bench:live-odds`: how the live match list copes with a busy evening. It builds the demo (mock-backed)
// production build, serves it (scripts/bench-static-server.mjs), opens it in Debian's Chromium at 390x844, signs the
// demo member in through the login form and its slide puzzle (tests/support/slide-puzzle.ts, the e2e suite's way),
// switches the mock backend to the `busy-evening` scenario, opens the /sports live tab and has the mock backend push
// 100 odds changes per second for 10 s over the live socket. It prints what it measured and fails when a budget is
// broken:
//   - rendered match rows <= 60 at any time (the list is virtualised);
//   - an odds update re-renders only the rows whose selections changed (row renders are counted through the
//     render probe in src/shared/lib/render-probe.ts, changed matches through what the mock pushed);
//   - no long task over 200 ms.
// Options: --no-build reuses dist-bench/; --seconds N and --rate N change the load; --port N serves the build on
// another port (default 4179).
// --smoke (what `npm test` runs, scripts/bench-smoke.mjs): one second of pushes on the demo build `npm test` has
// made (dist-demo/, nothing is built), the same figures, and no budget judged: it fails only when the benchmark did
// not drive the app (no sign-in, no row on the list, no push reaching a row).
import { benchOptions } from './bench-kit.mjs';
import { runPageBench } from './bench-page.mjs';
import { signInOnScenario } from './bench-sign-in.mjs';

const options = benchOptions();
const SMOKE = options.smoke;
const SECONDS = options.number('seconds', SMOKE ? 1 : 10);
const RATE = options.number('rate', 100);
const BURSTS_PER_SECOND = 10;
const PORT = options.number('port', 4179);
const BUDGET = { rows: 60, longTaskMs: 200 };
/** How long the pushes may take to show on the list after the last one before the run counts none as shown. */
const SETTLE_LIMIT_MS = 15_000;

/** Runs in the page before any app code, beside watchPage (scripts/bench-page.mjs): counts React commits and row renders. */
function instrument() {
  const stats = Object.assign(window.__bench, { commits: 0, renders: [] });
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
}

/** Signs the demo member in on the busy evening and opens the /sports live tab with the live socket subscribed. */
async function openLiveList(page, base) {
  await signInOnScenario(page, base, 'busy-evening');
  // Client-side navigation keeps the session and the open socket.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/sports');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('[data-match-row]').first().waitFor();
  await page.waitForFunction(() => window.__lotusMock?.live?.subscribedCount() > 0, undefined, { timeout: 15_000 });
}

/** Pushes `perBurst` odds moves `burstsPerSecond` times a second for `seconds` and records what the page did. */
async function pushAndRecord({ seconds, perBurst, burstsPerSecond, settleLimitMs }) {
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
  // A busy machine may show the pushes later: the run waits for the first row render rather than count none.
  const settleBy = performance.now() + settleLimitMs;
  while (stats.renders.length === 0 && performance.now() < settleBy) await new Promise((resolve) => setTimeout(resolve, 50));
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
    maxRows: stats.maxCount,
    heapBefore,
    heapAfter: performance.memory?.usedJSHeapSize ?? 0,
  };
}

/** What the heading says after the bench's name. */
const heading = (result) => `${result.updates} odds updates pushed in ${SECONDS} s (asked ${RATE}/s), busy-evening, /sports live tab, 390x844`;

/** The figures of this bench, between the page's (long tasks, frames) and the heap. */
function figures(result) {
  return [
    `  rendered match rows (max) ${result.maxRows} (budget ${BUDGET.rows})`,
    `  React commits per update  ${(result.commits / result.updates).toFixed(2)} (${result.commits} commits)`,
    `  row renders per update    ${(result.rowRenders / result.updates).toFixed(2)} (${result.rowRenders} renders, ${result.changedMatches} matches changed)`,
    `  rows re-rendered without a change ${result.wasted} (budget 0)`,
  ];
}

/** What shows the run did not drive the app: judged in the smoke and in the full run. */
function notDriven(result) {
  return [
    result.maxRows === 0 && 'no match row was rendered',
    result.updates === 0 && 'no odds update was pushed',
    result.rowRenders === 0 && 'no row re-rendered: the pushes did not reach the list',
  ].filter(Boolean);
}

/** The budgets: judged only in the full run. */
function brokenBudgets(result) {
  const longest = Math.max(0, ...result.longTasks);
  return [
    result.maxRows > BUDGET.rows && `${result.maxRows} rows rendered (budget ${BUDGET.rows})`,
    result.wasted > 0 && `${result.wasted} row renders for matches whose odds did not change`,
    result.updates < RATE * SECONDS * 0.8 && `only ${result.updates} odds updates were pushed`,
    longest > BUDGET.longTaskMs && `a long task took ${longest.toFixed(0)} ms (budget ${BUDGET.longTaskMs})`,
  ].filter(Boolean);
}

await runPageBench({
  name: 'bench:live-odds',
  options,
  port: PORT,
  countSelector: '[data-match-row]',
  instrument,
  measure: async (page, origin) => {
    await openLiveList(page, origin);
    const perBurst = Math.max(1, Math.round(RATE / BURSTS_PER_SECOND));
    return page.evaluate(pushAndRecord, { seconds: SECONDS, perBurst, burstsPerSecond: BURSTS_PER_SECOND, settleLimitMs: SETTLE_LIMIT_MS });
  },
  heading,
  figures,
  longTaskBudgetMs: BUDGET.longTaskMs,
  notDriven,
  brokenBudgets,
});
