import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../tests/support/chromium.js';

/**
 * Libraries the stories reach, optimised up front: a dependency Vite discovers halfway through a run reloads the
 * page and can fail the stories that were running.
 */
const PREBUNDLED = [
  'react',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
  'qrcode',
  'dompurify',
  'hls.js/light',
  'jsencrypt',
  'i18next',
  'react-i18next',
  'zod',
  'zod/mini',
  'msw',
  'msw/browser',
  '@msw/data',
  'msw-storybook-addon/csf3',
];

/**
 * Every story as a test in a real browser (Vitest browser mode): render, play function, axe. Stories share one
 * page (`isolate: false`); the preview resets the mock backend, storage and query cache before each story.
 */
export function storybookProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    optimizeDeps: { include: PREBUNDLED },
    test: {
      name: 'storybook',
      isolate: false,
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
      },
      // Several story runs on one machine (one per terminal) each need their own port: STORYBOOK_TEST_PORT picks it
      // (Vitest 5 reads the browser server's port from test.api; browser.api is ignored).
      ...(process.env.STORYBOOK_TEST_PORT ? { api: { port: Number(process.env.STORYBOOK_TEST_PORT), strictPort: true } } : {}),
    },
  };
}
