// The sports provider's `{ code, message, success, data }` envelope and its token check.
import { HttpResponse } from 'msw';
import { db } from '../db';
import { tokenOf } from './main-envelope';

export const SportsCode = { ok: 0, badParameter: 5, maintenance: 8, tokenExpired: 14010 } as const;

export const sportsMessages: Record<number, string> = {
  [SportsCode.badParameter]: 'Parameter error',
  [SportsCode.tokenExpired]: 'Login expired, please log in again',
};

interface SportsEnvelope<D> {
  code: number;
  message: string;
  success: boolean;
  data: D;
}

export function sportsOk<D>(data: D): HttpResponse<SportsEnvelope<D>> {
  return HttpResponse.json({ code: SportsCode.ok, message: 'success', success: true, data });
}

export function sportsFail(code: number, message = sportsMessages[code] ?? 'Failed'): HttpResponse<SportsEnvelope<null>> {
  return HttpResponse.json({ code, message, success: false, data: null });
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
