import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium.js';

/**
 * End-to-end suite: real Chromium (Debian's build, no browser download) against the demo build, whose API calls
 * are answered by the mock service worker. The web server builds dist-demo/ only when it is missing, so a build
 * made just before the run is reused; delete dist-demo/ to force a fresh one.
 */
// E2E_PORT lets two checkouts on one machine run their e2e suites side by side (each serves its own demo build).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const demoBuilt = 'test -f dist-demo/index.html && test -f dist-demo/mockServiceWorker.js';

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
  webServer: {
    command: `(${demoBuilt} || npm run build:demo) && npx vite preview --outDir dist-demo --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
