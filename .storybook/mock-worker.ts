import { isCommonAssetRequest } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

/** Requests of Storybook and Vite themselves; they are never part of the app's API traffic. */
function isToolingRequest(url: string): boolean {
  return /sb-common-assets|sb-vite|sb-addons|__vitest|@vite|@react-refresh|\/virtual:|\.stories\.|iframe\.html|index\.json/.test(url);
}

const unhandled: string[] = [];

/** The API requests no handler answered since the last call (each is also a failed request in the story). */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0, unhandled.length);
}

/**
 * Starts the mock service worker with the mock backend's happy-path handlers. They are the worker's initial
 * handlers, so they survive the handler reset between stories; a story layers its own on top. Any other API
 * request errors and is remembered, so the story that made it fails.
 */
export async function startStoryWorker(baseHandlers: Parameters<typeof setupWorker>): Promise<SetupWorker> {
  const worker = setupWorker(...baseHandlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined;
      if (request && (isCommonAssetRequest(request) || isToolingRequest(request.url))) return;
      unhandled.push(request ? `${request.method} ${request.url}` : `${frame.protocol} frame`);
      defaults.error();
    },
  });
  return worker;
}
