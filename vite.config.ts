/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));

const workerFile = fileURLToPath(new URL('./mocks/public/mockServiceWorker.js', import.meta.url));

/** Serves and emits the MSW service worker only in mock builds, so the live build carries no mock file at all. */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'lotus-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerFile));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerFile) });
    },
  };
}

/**
 * The pure-rule test files the logic project runs (see below): every lib test except those that need the DOM or the
 * test matchers of the unit set-up (name them here when you add one).
 */
const LOGIC_TESTS = ['src/**/lib/**/!(client-code|create-store-source|device-id|safe-html|safe-storage).test.ts'];

export default defineConfig(({ mode }) => ({
  plugins: [react(), mockServiceWorker(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING === 'on')],
  resolve: {
    alias: { '@': src, '@mocks': mocks },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every route needs travel as one file: one request and one gzip stream instead of a
            // dozen small chunks (docs/decisions/008).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next)[\\/]/,
            },
            // The sports client and the match list query, which the home page and every sports screen share, as one
            // file rather than the handful of small chunks the splitter would make of them.
            {
              name: 'sports-core',
              test: /src[\\/]shared[\\/](api[\\/](sports-client|sports-rules|sports-maintenance|generated[\\/]sports[\\/]match[\\/]match)|sports[\\/]sports-queries|lib[\\/](match-display|odds)|settings[\\/]use-user-settings)\.ts$/,
            },
            // The app shell modules that the entry needs before the first paint, as one file.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/conformance/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/.git/**', ...LOGIC_TESTS],
          setupFiles: ['./tests/setup/unit.ts'],
          restoreMocks: true,
        },
      },
      {
        // Pure rules (validation, odds, money, dates...): no DOM and no mock backend, so each file skips jsdom and
        // the mock set-up, and the files share one module graph per worker. A file that needs either belongs in unit.
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: LOGIC_TESTS,
          isolate: false,
          setupFiles: ['./tests/setup/logic.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['tests/contracts/**/*.test.ts'],
          setupFiles: ['./tests/contracts/support/setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Story tests in Chromium, loaded only when Vitest asks for the project, so app builds never load Storybook.
      async () => {
        const file = new URL('./.storybook/vitest-project.ts', import.meta.url).href;
        const { storybookProject } = (await import(file)) as typeof import('./.storybook/vitest-project');
        return storybookProject();
      },
    ],
  },
}));
