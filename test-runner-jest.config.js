// Jest configuration of `test-storybook` (the static Storybook smoke test, scripts/test-storybook-static.sh).
// Playwright cannot download browsers here, so it drives Debian's Chromium with the same flags as the Vitest
// browser tests.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
  },
};
