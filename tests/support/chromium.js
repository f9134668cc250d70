// How every browser test run launches Chromium: Debian's build (browser downloads do not work here) with flags
// that keep it quiet and off the closed network. Plain JavaScript so that each config loader can import it: the
// Playwright and Vitest configs (TypeScript) and the Jest config of the static Storybook test (ES module).

/** Flags that keep Debian's Chromium quiet and off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options of the system Chromium; CHROMIUM_PATH overrides where it is. */
export function chromiumLaunchOptions() {
  return { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] };
}
