// Every stateful mock operation is declared through `route()`, which records its method, OpenAPI path and
// whether it needs a session. Scenarios (session-expired, repeat-login) and the coverage report read this list.
// A failure envelope a route answers (main-envelope.ts fail) is sent in the request's language where it has one.
import type { UserInfo } from '@/shared/api/generated/main/model';
import { ensureSeeded } from '../seed';
import { http, type HttpHandler, type HttpResponseResolver, type PathParams, type DefaultBodyType } from 'msw';
import { localiseFailure } from './main-envelope';
import { authenticate } from './session';

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
    return localiseFailure(await resolver(info), info.request);
  });
}

/** The caller of a member route: the member behind the session token, and the token. */
export interface MemberCaller {
  member: UserInfo;
  token: string;
}

type ResolverInfo<Params extends PathParams<keyof Params>, Body extends DefaultBodyType, Res extends DefaultBodyType> = Parameters<
  HttpResponseResolver<Params, Body, Res>
>[0];

/**
 * A route that needs a main-API session (declared with `auth: true`): callers without a live session get 10009,
 * the resolver gets the logged-in caller as `auth`.
 */
export function memberRoute<Params extends PathParams<keyof Params> = PathParams, Body extends DefaultBodyType = DefaultBodyType, Res extends DefaultBodyType = DefaultBodyType>(
  meta: Omit<RouteMeta, 'auth'>,
  resolver: (info: ResolverInfo<Params, Body, Res> & { auth: MemberCaller }) => ReturnType<HttpResponseResolver<Params, Body, Res>>,
): HttpHandler {
  type Answer = ReturnType<HttpResponseResolver<Params, Body, Res>>;
  return route<Params, Body, Res>({ ...meta, auth: true }, (info) => {
    const auth = authenticate(info.request);
    // The session failure is the main API's error envelope, whatever the route answers on success.
    return auth.ok ? resolver({ ...info, auth: { member: auth.member, token: auth.token } }) : (auth.response as unknown as Answer);
  });
}

/** A handler answering the same method and path as a declared route (for scenario overrides). */
export function override<Params extends PathParams<keyof Params> = PathParams, Body extends DefaultBodyType = DefaultBodyType, Res extends DefaultBodyType = DefaultBodyType>(
  meta: Pick<RouteMeta, 'method' | 'path'>,
  resolver: HttpResponseResolver<Params, Body, Res>,
): HttpHandler {
  return byMethod[meta.method]<Params, Body, Res>(toMswPath(meta.path), async (info) => {
    await ensureSeeded();
    return localiseFailure(await resolver(info), info.request);
  });
}
