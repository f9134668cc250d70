// The live build in dist/ pointed at the standalone mock server without building it again: it talks to the hosts it
// was built with (.env.production, or the build's environment), so serving it with each of those addresses, as the
// bundle spells them, swapped for the mock server's points it where a build made for the mock would point. Used by
// the Lighthouse smoke (scripts/bench-lighthouse.mjs --smoke) and the live-build e2e server (scripts/live-app-server.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';

/**
 * A transform for scripts/bench-static-server.mjs that swaps the API and socket hosts of the live build in `dist` for
 * `mockOrigin`'s. Throws when `dist` is missing or does not carry those addresses.
 */
export function liveBuildOnMock(dist, mockOrigin) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no live build in ${dist}: run \`npx vite build --mode production\` first`);
  const built = loadEnv('production', process.cwd(), 'VITE_');
  const socketUrl = `${mockOrigin.replace('http', 'ws')}/wss`;
  const swaps = [
    ['VITE_MAIN_API_URL', mockOrigin],
    ['VITE_SPORTS_GUEST_API_URL', mockOrigin],
    ['VITE_SPORTS_LANGUAGE_PACKAGE_URL', mockOrigin],
    ['VITE_SOCKET_URL', socketUrl],
  ].map(([name, to]) => {
    const from = built[name] ?? '';
    if (from.trim() === '') throw new Error(`${name} is empty for the live build: there is no host to point at the mock server`);
    return { name, from, to };
  });
  const assets = join(dist, 'assets');
  const js = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  const literal = (url) => new RegExp(`(["'\`])${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
  for (const { name, from } of swaps) {
    if (!literal(from).test(js)) throw new Error(`${dist} does not carry ${name}=${from}: rebuild it (npx vite build --mode production)`);
  }
  return (text) => swaps.reduce((result, { from, to }) => result.replace(literal(from), (_, quote) => `${quote}${to}${quote}`), text);
}
