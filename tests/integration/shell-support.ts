// Helpers of the shell integration tests: start the real app with the messages the assertions read, and record
// the bodies of the calls whose body is the behaviour under test.
import { server } from '@mocks/node';
import { i18n } from '@/shared/i18n';
import { renderApp } from '../setup/render-app';

/** The first render loads the route chunk, the overlay chunk and their messages. */
export const SLOW = { timeout: 10_000 };

export const t = (key: string, options?: Record<string, unknown>): string => (options ? i18n.t(key, options) : i18n.t(key));

export async function startApp(path: string, language: 'en' | 'vi' | 'zh-cn' = 'en') {
  const view = await renderApp(path, language);
  await i18n.loadNamespaces(['common', 'auth', 'overlays', 'form', 'layout']);
  return view;
}

type RequestListener = (event: { request: Request }) => void;
const listeners: RequestListener[] = [];

/** Bodies of the calls to `path`, in order, as the mock backend received them. */
export function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  const listener: RequestListener = ({ request }) => {
    if (new URL(request.url).pathname === path) void request.clone().json().then((body: unknown) => bodies.push(body));
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return bodies;
}

export function stopRecording(): void {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
}

/** How many calls went to `path` so far (for calls without a body, such as polled GETs). */
export function countRequests(path: string): () => number {
  let count = 0;
  const listener: RequestListener = ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return () => count;
}
