/**
 * Calls the page starts before the app's code has arrived (the first screen's data, started by the boot script that the
 * live build inlines into index.html: src/app/boot/first-screen-calls.ts). The main API client takes such a call's
 * answer instead of sending the same request again, when method, URL and every header match what it would send.
 */

export interface EarlyCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A POST's body as text (the sports provider's calls). */
  body?: string | undefined;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __lotusEarlyCalls?: EarlyCall[];
  }
}

/** Starts `method url` with `headers` (and `body`) now and keeps it for the API clients (takeEarlyCall). */
export function startEarlyCall(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Response> {
  const response = fetch(url, { method, headers, body });
  (window.__lotusEarlyCalls ??= []).push({ method, url, headers, body, response });
  return response;
}

/** The answer of an early call made exactly as `request` would be sent, with `body` (taken once), or undefined. */
export function takeEarlyCall(request: Request, body?: string): Promise<Response> | undefined {
  const calls = globalThis.window?.__lotusEarlyCalls;
  // Headers list their entries by lower-cased name, in order: equal lists are equal headers.
  const sent = [...request.headers].join();
  const at = calls?.findIndex((call) => call.method === request.method && call.url === request.url && call.body === body && [...new Headers(call.headers)].join() === sent) ?? -1;
  return at < 0 ? undefined : calls?.splice(at, 1)[0]?.response;
}
