import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium.js';

/**
 * End-to-end suite: real Chromium (Debian's build, no browser download). The "demo" project runs against the demo
 * build, whose API calls are answered by the mock service worker; its web server builds dist-demo/ only when it is
 * missing, so a build made just before the run is reused (delete dist-demo/ to force a fresh one). The "live" project
 * runs the live build in dist/ (the one `npm test` makes, built when missing) with its own service worker, against the
 * standalone mock server (scripts/live-app-server.mjs): installable, offline, updates.
 */
// E2E_PORT lets two checkouts on one machine run their e2e suites side by side (each serves its own demo build); the
// live build and its mock server take ports derived from it unless E2E_LIVE_PORT / E2E_LIVE_MOCK_PORT say otherwise.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? PORT + 3000);
const LIVE_MOCK_PORT = Number(process.env.E2E_LIVE_MOCK_PORT ?? PORT + 5000);
const LIVE_URL = `http://127.0.0.1:${LIVE_PORT}`;
const demoBuilt = 'test -f dist-demo/index.html && test -f dist-demo/mockServiceWorker.js';
/** The live build's journeys: their own project, on the live build. */
const LIVE_SPECS = /app-status-journey\.spec\.ts$/;
// Each server starts only when the run may need it: a run named by spec files (or by --project) starts the servers of
// those specs' projects, so running one demo spec does not build and serve the live build, nor the other way round.
const args = process.argv.slice(2);
const specs = args.filter((arg) => /\.spec\.ts$/.test(arg));
const project = args
  .find((arg, at) => arg.startsWith('--project=') || args[at - 1] === '--project')
  ?.replace('--project=', '');
const runsLive = project ? project === 'live' : specs.length === 0 || specs.some((spec) => LIVE_SPECS.test(spec));
const runsDemo = project ? project === 'demo' : specs.length === 0 || specs.some((spec) => !LIVE_SPECS.test(spec));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.tmp/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'demo', testIgnore: LIVE_SPECS },
    { name: 'live', testMatch: LIVE_SPECS, use: { baseURL: LIVE_URL } },
  ],
  webServer: (
    [
      runsDemo && {
        command: `(${demoBuilt} || npm run build:demo) && npx vite preview --outDir dist-demo --port ${PORT} --strictPort`,
        url: BASE_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
      runsLive && {
        command: `npx tsx scripts/live-app-server.mjs --port ${LIVE_PORT} --mock-port ${LIVE_MOCK_PORT}`,
        url: LIVE_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
    ] satisfies Array<false | NonNullable<PlaywrightTestConfig['webServer']>>
  ).filter((server) => server !== false),
});
