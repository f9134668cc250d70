import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Text that only the mock backend or MSW put into a bundle. */
const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', '__control/', 'tk_seed_', 'MSW_', '@msw/data', 'Mocking enabled'];

/**
 * What only the live rooms' mock puts into a bundle: the test stream's segments and its description (emitted as assets
 * of the demo build), the playlist path the mock serves them under, and the room chat's scripted lines.
 */
const LIVE_MOCK_MARKERS = ['/live-stream/', 'Get 300% bonus on another site', 'Keep it friendly. No advertising'];
const isStreamFile = (file: string): boolean => /\.(m4s|mp4)$/.test(file) || /rooms-stream/.test(file);

function liveMockIn(dir: string): string[] {
  const found = new Set<string>();
  for (const file of files(dir)) {
    if (isStreamFile(file)) found.add('test stream file');
    if (!/\.(js|css|html)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const marker of LIVE_MOCK_MARKERS) if (text.includes(marker)) found.add(marker);
  }
  return [...found].sort();
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function markersIn(dir: string): string[] {
  const found = new Set<string>();
  for (const file of files(dir)) {
    if (file.endsWith('mockServiceWorker.js')) found.add('mockServiceWorker.js file');
    if (!/\.(js|css|html)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const marker of MOCK_MARKERS) if (text.includes(marker)) found.add(marker);
  }
  return [...found].sort();
}

describe('live build (npm run build)', () => {
  it('exists', () => {
    expect(existsSync('dist/index.html'), 'run `npm run build` first').toBe(true);
  });

  it('contains no msw or mock-backend code', () => {
    expect(markersIn('dist')).toEqual([]);
  });

  it('carries none of the live rooms\' mock: no test stream file, no playlist writer, no scripted chat', () => {
    expect(liveMockIn('dist')).toEqual([]);
  });

  it('points at the real API hosts from the env', () => {
    const js = files('dist').filter((file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(js).toContain('https://api.lotus.example');
  });
});

describe("the live build's service worker", () => {
  const manifest = () => JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const precached = () => new Set([...readFileSync('dist/sw.js', 'utf8').matchAll(/\{url:"([^"]+)",revision:/g)].map((found) => found[1]));
  const fileOf = (module: string) => manifest()[module]?.file;

  it('precaches the shell, the entry routes and the tabs', () => {
    const files = precached();
    for (const file of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-maskable-512.png']) expect(files).toContain(file);
    for (const module of [
      'index.html',
      'src/features/home/screens/HomeScreen.tsx',
      'src/features/sportsbook/sports-list/screens/SportsScreen.tsx',
      'src/features/sportsbook/match-detail/screens/MatchDetailScreen.tsx',
      // What the shell opens on those pages by itself: offline, a missing overlay chunk would fail the whole page.
      'src/features/betting/bet-cart/BetCart.tsx',
      // The tab bar's screens.
      'src/features/promotions/campaigns/screens/ActivityScreen.tsx',
      'src/shared/i18n/locales/zh-cn/shell.json',
    ]) {
      expect(files, module).toContain(fileOf(module));
    }
  });

  it('leaves the other screens to be cached when first used', () => {
    const files = precached();
    for (const module of ['src/features/casino/game-entry/screens/WebviewScreen.tsx', 'src/features/promotions/campaigns/screens/CampaignScreen.tsx']) {
      expect(fileOf(module), module).toBeDefined();
      expect(files, module).not.toContain(fileOf(module));
    }
    expect(readFileSync('dist/sw.js', 'utf8')).toContain('cacheName:"code"');
  });
});

describe('demo build (npm run build:demo)', () => {
  it('carries the mock backend, so the marker check above can fail', () => {
    expect(existsSync('dist-demo/index.html'), 'run `npm run build:demo` first').toBe(true);
    expect(markersIn('dist-demo')).toEqual(expect.arrayContaining(['mockServiceWorker.js file', 'setupWorker']));
  });

  it('carries the live rooms\' mock and its test stream, so the live-room check above can fail', () => {
    expect(liveMockIn('dist-demo')).toEqual(['/live-stream/', 'Get 300% bonus on another site', 'Keep it friendly. No advertising', 'test stream file']);
  });
});
