// Every stateful mock operation is declared through `route()`, which records its method, OpenAPI path and
// whether it needs a session. Scenarios (session-expired, repeat-login) and the coverage report read this list.
import { ensureSeeded } from '../seed';
import { http, type HttpHandler, type HttpResponseResolver, type PathParams, type DefaultBodyType } from 'msw';

export type Api = 'main' | 'sports';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteMeta {
  api: Api;
  method: Method;
  /** The path as written in the OpenAPI document, e.g. `/api/user/auth/mobile-registerCheckByCode/{phone}/{code}`. */
  path: string;
  /** true when the operation needs a main-API session (10009 without one). */
  auth: boolean;
}

const registry: RouteMeta[] = [];

/** The operations with a stateful handler, in declaration order. */
export function declaredRoutes(): readonly RouteMeta[] {
  return registry;
}

/** `/a/{id}/b` -> `* /a/:id/b` (msw path syntax, any origin). */
export function toMswPath(openApiPath: string): string {
  return `*${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}`;
}

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

export function route<Params extends PathParams<keyof Params> = PathParams, Body extends DefaultBodyType = DefaultBodyType, Res extends DefaultBodyType = DefaultBodyType>(
  meta: RouteMeta,
  resolver: HttpResponseResolver<Params, Body, Res>,
): HttpHandler {
  if (!registry.some((r) => r.method === meta.method && r.path === meta.path)) registry.push(meta);
  return byMethod[meta.method]<Params, Body, Res>(toMswPath(meta.path), async (info) => {
    await ensureSeeded();
    return resolver(info);
  });
}

/** A handler answering the same method and path as a declared route (for scenario overrides). */
export function override<Params extends PathParams<keyof Params> = PathParams, Body extends DefaultBodyType = DefaultBodyType, Res extends DefaultBodyType = DefaultBodyType>(
  meta: Pick<RouteMeta, 'method' | 'path'>,
  resolver: HttpResponseResolver<Params, Body, Res>,
): HttpHandler {
  return byMethod[meta.method]<Params, Body, Res>(toMswPath(meta.path), async (info) => {
    await ensureSeeded();
    return resolver(info);
  });
}
