// The live build as production serves it, for the e2e project "live" (playwright.config.ts): the standalone mock
// server on --mock-port, and dist/ (the live build `npm test` has made; built here when missing) on --port with its API
// hosts swapped for the mock server's (scripts/live-build-on-mock.mjs), gzip and cache headers as a production host
// (scripts/bench-static-server.mjs). Runs under tsx, with the mock server in this process, so stopping this one
// process (Playwright does at the end of the run) stops both.
//
// A new version without a second build: POST /__e2e/version {"next": true} makes the server answer the next version,
// which is this build with index.html changed (its <meta name="lotus-build"> says "next") and sw.js naming the new
// index.html's revision, which is what a deploy changes for the service worker (the hashed files of a new build have
// new names and are precached like the old ones). POST {"next": false} goes back.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { basename, resolve } from 'node:path';
import { startStandaloneServer } from '../mocks/standalone/mock-server.ts';
import { benchOptions } from './bench-kit.mjs';
import { startStaticServer } from './bench-static-server.mjs';
import { liveBuildOnMock } from './live-build-on-mock.mjs';

const options = benchOptions();
const PORT = options.number('port', 4175);
const MOCK_PORT = options.number('mock-port', 9175);
const DIST = resolve('dist');
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;

/** The build marker of index.html: "current" as built. */
const BUILD_META = /<meta name="lotus-build" content="[^"]*"\s*\/?>/;

if (!existsSync(resolve(DIST, 'index.html')) || !existsSync(resolve(DIST, 'sw.js'))) {
  const built = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the live build failed');
}

const onMock = liveBuildOnMock(DIST, MOCK_ORIGIN);
let next = false;
let nextIndex = '';

/** What is served: the live build on the mock, and in the next version its new index.html and the worker naming it. */
function transform(text, file) {
  const served = onMock(text);
  if (!next) return served;
  const name = basename(file);
  if (name === 'index.html') return served.replace(BUILD_META, '<meta name="lotus-build" content="next" />');
  if (name === 'sw.js') {
    const revision = createHash('md5').update(nextIndex).digest('hex');
    return served.replace(/\{url:"index\.html",revision:"[0-9a-f]+"\}/, `{url:"index.html",revision:"${revision}"}`);
  }
  return served;
}

await startStandaloneServer({ port: MOCK_PORT });
const site = await startStaticServer({
  root: DIST,
  port: PORT,
  transform,
  handle(req, res) {
    if (!req.url?.startsWith('/__e2e/version')) return false;
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      next = body.next === true;
      site.forget();
      // sw.js names the new index.html by its content, so it is made first.
      nextIndex = next ? transform(readFileSync(resolve(DIST, 'index.html'), 'utf8'), resolve(DIST, 'index.html')) : '';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ next }));
    });
    return true;
  },
});
console.log(`live build on ${site.origin}, mock server ${MOCK_ORIGIN}`);
