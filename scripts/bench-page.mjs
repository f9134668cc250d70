// What the in-browser benchmarks on the demo build (bench-live-chat.mjs, bench-live-odds.mjs) share: which build they
// serve, and one run: serve it, open Debian's Chromium at 390x844 with the page instrumented, drive the app, print
// the figures and judge them (in a smoke only whether the app was driven; in the full run the budgets too).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium.js';
import { endSmoke, loadAverage, started, stopAll } from './bench-kit.mjs';
import { percentile } from './bench-sign-in.mjs';
import { startStaticServer } from './bench-static-server.mjs';

/** The demo build to serve: the one `npm test` made for a smoke, else dist-bench/ (built unless --no-build finds it). */
export function demoBuild(options) {
  if (options.smoke) {
    if (!existsSync('dist-demo/index.html')) throw new Error('no demo build in dist-demo/: run `npm run build:demo` first');
    return 'dist-demo';
  }
  if (!options.flag('no-build') || !existsSync('dist-bench/index.html')) {
    execSync('npx vite build --mode demo --outDir dist-bench', { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return 'dist-bench';
}

/**
 * Runs in the page before any app code: `window.__bench` records, while its `recording` is on, the long tasks, the
 * frame times, and the most elements matching `countSelector` seen at one frame (`maxCount`).
 */
function watchPage(countSelector) {
  const stats = { recording: false, longTasks: [], frames: [], maxCount: 0 };
  window.__bench = stats;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (stats.recording) stats.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  let last = 0;
  const frame = (time) => {
    if (stats.recording) {
      if (last > 0) stats.frames.push(time - last);
      stats.maxCount = Math.max(stats.maxCount, document.querySelectorAll(countSelector).length);
    }
    last = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Prints what a page bench measured: its heading, the long tasks (against `longTaskBudgetMs`) and frame times that
 * watchPage recorded, the bench's own `figures` (lines), and the JS heap before and after.
 */
function printFigures(result, heading, figures, longTaskBudgetMs) {
  const longest = Math.max(0, ...result.longTasks);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(heading);
  console.log(`  long tasks > 50 ms        ${result.longTasks.length} (max ${longest.toFixed(0)} ms; budget: none over ${longTaskBudgetMs} ms)`);
  console.log(`  frame time p95            ${percentile(result.frames, 95).toFixed(1)} ms (p50 ${percentile(result.frames, 50).toFixed(1)} ms, ${result.frames.length} frames)`);
  for (const line of figures) console.log(line);
  console.log(`  JS heap after             ${mb(result.heapAfter)} (before ${mb(result.heapBefore)})`);
}

/**
 * Runs one benchmark `name` (the npm script) and exits with its verdict: serves the demo build on `port`, watches the
 * page (watchPage, counting `countSelector`) and runs `instrument` in it before any app code, lets
 * `measure(page, origin)` drive the app and return what it recorded, prints it (`heading(result)` after the name, then printFigures with the
 * bench's `figures(result)` and `longTaskBudgetMs`), and fails on what
 * `notDriven` finds (and, outside a smoke, on what `brokenBudgets` finds). Everything it started is stopped, also on
 * an error.
 */
export async function runPageBench({ name, options, port, countSelector, instrument = () => undefined, measure, heading, figures, longTaskBudgetMs, notDriven, brokenBudgets }) {
  let passed = false;
  try {
    console.log(`${name}  load average at start: ${loadAverage()}`);
    const site = await started(startStaticServer({ root: resolve(demoBuild(options)), port }), (server) => server.close());
    const browser = await started(chromium.launch(chromiumLaunchOptions()), (launched) => launched.close());
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript({ content: `(${watchPage})(${JSON.stringify(countSelector)});\n(${instrument})();` });
    const page = await context.newPage();
    const result = await measure(page, site.origin);
    printFigures(result, `${name}  ${options.smoke ? 'smoke, ' : ''}${heading(result)}`, figures(result), longTaskBudgetMs);
    console.log(`load average at end: ${loadAverage()}`);
    if (options.smoke) {
      passed = endSmoke(name, notDriven(result));
    } else {
      const problems = [...notDriven(result), ...brokenBudgets(result)];
      for (const problem of problems) console.error(`FAIL ${problem}`);
      passed = problems.length === 0;
      console.log(passed ? `${name} within its budgets` : `${name} failed its budgets`);
    }
  } catch (error) {
    console.error(`FAIL ${error instanceof Error ? error.message : error}`);
  } finally {
    await stopAll();
  }
  process.exit(passed ? 0 : 1);
}
