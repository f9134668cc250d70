// Jest configuration of `test-storybook` (the static Storybook smoke test, scripts/test-storybook-static.sh).
// Playwright cannot download browsers here, so it drives Debian's Chromium with the launch options every browser
// test run shares (tests/support/chromium.js).
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './tests/support/chromium.js';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
