// The requests a screen sends, as the mock backend receives them. Shared by the jsdom integration tests (the MSW
// node server) and the stories (the MSW service worker): both emit the same request events. Paths come from the
// generated get…Url() helpers.
import type { SetupWorker } from 'msw/browser';

/** The MSW instance to listen to: `server` from @mocks/node in jsdom, the story context's `msw` in a story. */
export type MockApi = Pick<SetupWorker, 'events'>;

type RequestListener = (event: { request: Request }) => void;
const listening: Array<{ mock: MockApi; listener: RequestListener }> = [];

/** Calls `record` with every request to `path` (every request at all when `path` is null). */
function onRequest(mock: MockApi, path: string | null, record: (request: Request) => void): void {
  const listener: RequestListener = ({ request }) => {
    if (path === null || new URL(request.url).pathname === path) record(request);
  };
  listening.push({ mock, listener });
  mock.events.on('request:start', listener);
}

/** The JSON bodies of the calls to `path`, in order, as the mock backend received them. */
export function recordBodies(mock: MockApi, path: string): unknown[] {
  const bodies: unknown[] = [];
  onRequest(mock, path, (request) => {
    void request
      .clone()
      .json()
      .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

/** How many calls went to `path` so far (for calls without a body, such as polled GETs). */
export function countRequests(mock: MockApi, path: string): () => number {
  let count = 0;
  onRequest(mock, path, () => {
    count += 1;
  });
  return () => count;
}

/** Every request from now on: its path and its body as text ('' for a GET), in the order the bodies were read. */
export function recordRequests(mock: MockApi): Array<{ path: string; body: string }> {
  const seen: Array<{ path: string; body: string }> = [];
  onRequest(mock, null, (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET') seen.push({ path, body: '' });
    else void request.clone().text().then((body) => seen.push({ path, body }));
  });
  return seen;
}

/** Stops every recording started so far (for an afterEach, or a story's cleanup). */
export function stopRecording(): void {
  for (const { mock, listener } of listening.splice(0)) mock.events.removeListener('request:start', listener);
}
