// Where the mock reads the committed test stream's files (mocks/rooms-stream/<quality>/<file>). In the browser they
// are fetched from the app's own server: Vite emits them as assets of the demo build (the live build never imports
// this module) and serves them as they are in dev. Node (tests, the standalone server) reads them from disk
// instead: mocks/node.ts and the standalone server install that loader.
import { bypass } from 'msw';

export type StreamFileLoader = (quality: string, file: string) => Promise<Uint8Array>;

/** The file's address next to this module; a static pattern Vite turns into the emitted assets' addresses. */
export const streamFileUrl = (quality: string, file: string): URL => new URL(`../rooms-stream/${quality}/${file}`, import.meta.url);

const fetchLoader: StreamFileLoader = async (quality, file) => {
  const response = await fetch(bypass(streamFileUrl(quality, file)));
  if (!response.ok) throw new Error(`Test stream file ${quality}/${file}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

let loader: StreamFileLoader = fetchLoader;
const cache = new Map<string, Promise<Uint8Array>>();

/** Reads the stream files with `next` from now on (node: from disk). */
export function useStreamFileLoader(next: StreamFileLoader): void {
  loader = next;
  cache.clear();
}

/** One file of the test stream, read once and kept. */
export function streamFile(quality: string, file: string): Promise<Uint8Array> {
  const key = `${quality}/${file}`;
  let found = cache.get(key);
  if (!found) {
    found = loader(quality, file);
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}
