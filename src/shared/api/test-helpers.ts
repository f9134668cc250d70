/**
 * Test support for the API clients: capture what the clients emit and send, through MSW handlers.
 * Imported by *.test.ts files only.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { sportsMaintenanceStore, type SportsMaintenanceState } from '@/shared/maintenance/sports-maintenance';
import type { ErrorLogRequest } from './generated/main/model';
import { apiEvents, type ApiEventMap } from './api-events';
import { ERROR_LOG_PATH, settleErrorReports } from './error-report';

/** Records every payload of one event until the test ends. */
export function captureEvents<K extends keyof ApiEventMap>(name: K): ApiEventMap[K][] {
  const seen: ApiEventMap[K][] = [];
  const stop = apiEvents.on(name, (payload) => seen.push(payload));
  onTestFinished(stop);
  return seen;
}

/** Records every state the sports maintenance store changes to until the test ends. */
export function captureSportsMaintenance(): SportsMaintenanceState[] {
  const seen: SportsMaintenanceState[] = [];
  onTestFinished(sportsMaintenanceStore.subscribe((state) => seen.push(state)));
  return seen;
}

export interface CapturedReports {
  bodies: ErrorLogRequest[];
  /** Waits for every report in flight, then returns what arrived. */
  settled(): Promise<ErrorLogRequest[]>;
}

/** Answers the error log call and records each report body. */
export function captureReports(answer: () => Response = () => HttpResponse.json({ code: 200, msg: '', data: null })): CapturedReports {
  const bodies: ErrorLogRequest[] = [];
  server.use(
    http.post(`*${ERROR_LOG_PATH}`, async ({ request }) => {
      bodies.push((await request.json()) as ErrorLogRequest);
      return answer();
    }),
  );
  return {
    bodies,
    async settled() {
      await settleErrorReports();
      return bodies;
    },
  };
}

export interface CapturedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Answers METHOD *path with the given JSON (or the result of a function) and records each request. */
export function answer(method: Method, path: string, body: JsonBodyType | ((call: number) => Response | Promise<Response>)) {
  const requests: CapturedRequest[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      requests.push({ url: new URL(request.url), method: request.method, headers: request.headers, body: await request.text() });
      return typeof body === 'function' ? body(requests.length) : HttpResponse.json(body);
    }),
  );
  return requests;
}

export function jsonOf(request: CapturedRequest | undefined): Record<string, unknown> {
  if (!request) throw new Error('No request was captured');
  return JSON.parse(request.body) as Record<string, unknown>;
}
