// Writes the installed app's icons (the web app manifest in vite.config.ts, appManifest) from the lotus of
// public/favicon.svg, drawn by Debian's Chromium: public/icons/icon-192.png and icon-512.png (the mark on its rounded
// dark square, "any" purpose) and icon-maskable-512.png (the mark inside the central 80% safe zone of a full-bleed
// square, so a launcher's circle or squircle mask never cuts it). Usage: node scripts/make-app-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const BACKGROUND = '#0b3b2e';

const page = (size, inset, background) =>
  `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">` +
  `<div style="width:${size - 2 * inset}px;height:${size - 2 * inset}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [file, size, inset, background] of [
    ['icon-192.png', 192, 0, 'transparent'],
    ['icon-512.png', 512, 0, 'transparent'],
    // The safe zone of a maskable icon is the centre circle of 80% of the size: the square mark fits inside it at 56%.
    ['icon-maskable-512.png', 512, 112, BACKGROUND],
  ]) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(size, inset, background));
    await tab.screenshot({ path: join(root, 'public/icons', file), omitBackground: background === 'transparent' });
    await tab.close();
  }
} finally {
  await browser.close();
}
