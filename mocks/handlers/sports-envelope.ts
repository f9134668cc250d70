// The sports provider's `{ code, message?, success, data }` envelope and its token check.
import { HttpResponse } from 'msw';
import { hash8 } from '@/shared/lib/device-id';
import { db } from '../db';
import { tokenOf } from './main-envelope';

export const SportsCode = { ok: 0, badParameter: 5, maintenance: 8, tokenExpired: 14010 } as const;

export const sportsMessages: Record<number, string> = {
  [SportsCode.badParameter]: 'Parameter error',
  [SportsCode.tokenExpired]: 'Login expired, please log in again',
};

interface SportsEnvelope<D> {
  code: number;
  message?: string;
  success: boolean;
  data: D;
}

/**
 * The real provider answers a success either as `{ code, message, success, data }` or in the short form
 * `{ code, success, data }`. The mock gives both: the shape follows from the data (odd hash: short form), so the
 * same answer always has the same shape and no run differs from another (FNV-1a of the JSON, last hex digit).
 */
export function sportsOkCarriesMessage(data: unknown): boolean {
  return Number.parseInt(hash8(JSON.stringify(data) ?? '').slice(-1), 16) % 2 === 0;
}

export function sportsOk<D>(data: D): HttpResponse<SportsEnvelope<D>> {
  const body: SportsEnvelope<D> = sportsOkCarriesMessage(data)
    ? { code: SportsCode.ok, message: 'success', success: true, data }
    : { code: SportsCode.ok, success: true, data };
  return HttpResponse.json(body);
}

export function sportsFail(code: number, message = sportsMessages[code] ?? 'Failed'): HttpResponse<SportsEnvelope<null>> {
  return HttpResponse.json({ code, message, success: false, data: null });
}

/** One page of a provider list (`current` counts from 1): the totals and the records on it, each shown by `view`. */
export function sportsPage<T, R>(all: readonly T[], { current, size }: { current: number; size: number }, view: (item: T) => R) {
  const start = (current - 1) * size;
  return { current, size, total: all.length, pageTotal: Math.ceil(all.length / size), records: all.slice(start, start + size).map(view) };
}

/** A maintenance answer whose message carries the window as "[<startMs>-<endMs>]". */
export function sportsMaintenance(startMs: number, endMs: number): HttpResponse<SportsEnvelope<null>> {
  return sportsFail(SportsCode.maintenance, `System maintenance [${startMs}-${endMs}]`);
}

export type ProviderCaller = { ok: true; memberId: number | null } | { ok: false; response: ReturnType<typeof sportsFail> };

/**
 * Reading calls accept the guest token (an empty Authorization) or a provider token issued by the main API's
 * sports-token call; any other token answers 14010 so the app fetches a fresh one.
 */
export function providerCaller(request: Request): ProviderCaller {
  const token = tokenOf(request);
  if (token === '') return { ok: true, memberId: null };
  const session = db.sessions.findFirst((q) => q.where({ token, kind: 'sports' }));
  return session ? { ok: true, memberId: session.memberId } : { ok: false, response: sportsFail(SportsCode.tokenExpired) };
}
