import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Text that only the mock backend or MSW put into a bundle. */
const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', '__control/', 'tk_seed_', 'MSW_', '@msw/data', 'Mocking enabled'];

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

  it('points at the real API hosts from the env', () => {
    const js = files('dist').filter((file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(js).toContain('https://api.lotus.example');
  });
});

describe('demo build (npm run build:demo)', () => {
  it('carries the mock backend, so the marker check above can fail', () => {
    expect(existsSync('dist-demo/index.html'), 'run `npm run build:demo` first').toBe(true);
    expect(markersIn('dist-demo')).toEqual(expect.arrayContaining(['mockServiceWorker.js file', 'setupWorker']));
  });
});
