// The static server the benchmarks serve a build from (`npm run bench:lighthouse` measures the live build behind it,
// `npm run bench:live-odds` serves the demo build): what a production host does for a single-page app, and nothing
// more. Hashed files under /assets/ are cached for a year, index.html is revalidated,
// text files are sent gzip-compressed (compressed once, then kept in memory), and any path without a file
// extension answers index.html so deep links such as /match-detail/42 open the app.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** The file a request path maps to inside `root`, or null when there is none (or the path leaves the root). */
export function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  if (extname(decoded) === '') return join(root, 'index.html');
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

/**
 * Serves `root` on host:port (port 0 picks a free one). Resolves with the origin, a close function and `forget`, which
 * drops what was compressed (for a transform that now answers differently). `transform`, when given, rewrites the text
 * of every text file (html, js, css, json, svg, txt, webmanifest) once, before it is compressed. `handle`, when given,
 * may answer a request itself (a control endpoint) by returning true.
 * @param {{ root: string, host?: string, port?: number, transform?: (text: string, file: string) => string,
 *   handle?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean }} options
 */
export async function startStaticServer({ root, host = '127.0.0.1', port = 0, transform, handle }) {
  const cache = new Map();
  const load = (file) => {
    if (!cache.has(file)) {
      const text = transform && COMPRESSED.has(extname(file));
      const raw = text ? Buffer.from(transform(readFileSync(file, 'utf8'), file)) : readFileSync(file);
      cache.set(file, { raw, gzip: COMPRESSED.has(extname(file)) ? gzipSync(raw, { level: 9 }) : null });
    }
    return cache.get(file);
  };

  const server = createServer((req, res) => {
    if (handle?.(req, res)) return;
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = fileFor(root, pathname);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(file ? 405 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(file ? 'Method not allowed' : 'Not found');
      return;
    }
    const { raw, gzip } = load(file);
    const useGzip = gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = useGzip ? gzip : raw;
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${server.address().port}`;
  return {
    origin,
    forget: () => cache.clear(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
