import { SportsRequestError, type SportsFailureKind } from './errors';

/** Provider currency ids by site region (SPEC.md section 9): cn CNY 1, vietnam VND 1000, en USD 2, other 200. */
const CURRENCY_IDS: Record<string, number> = { cn: 1, vietnam: 1000, en: 2 };
export const SITE_REGION = 'vietnam';

export function providerCurrencyId(region: string): number {
  return CURRENCY_IDS[region] ?? 200;
}

export interface MatchListPage {
  code: 0;
  message: string;
  data: { records: never[]; total: 0; current: 1; size: 0; pageTotal: 0 };
}

/** What a failed match list call resolves with (SPEC.md section 7 "Sports provider"): no records, total 0. */
export function emptyMatchList(): MatchListPage {
  return {
    code: 0,
    message: 'The match list could not be loaded; showing an empty list.',
    data: { records: [], total: 0, current: 1, size: 0, pageTotal: 0 },
  };
}

/**
 * Classifies a failed sports request (SPEC.md section 8): timeout (our deadline or a TimeoutError), bad response
 * (an answer that is not a usable envelope), no response (the request never got an answer: fetch's TypeError)
 * or unknown.
 */
export function classifySportsFailure(error: unknown): SportsFailureKind {
  if (error instanceof SportsRequestError) return error.kind;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError') return 'timeout';
  if (error instanceof SyntaxError) return 'bad-response';
  if (error instanceof TypeError) return 'no-response';
  return 'unknown';
}
