import type { Quote } from '@/shared/api/generated/sports/model';

/** One selection as the bet is placed: the match, the market (mks.id), the option (op.ty) and the odds accepted. */
export interface PlaceLeg {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

/** Singles: one order per selection, each with its own stake. Multiples: one parlay, one order per chosen series row. */
export type PlaceRequest =
  | { kind: 'single'; bets: { leg: PlaceLeg; stake: number }[] }
  | { kind: 'multiple'; legs: PlaceLeg[]; series: { sn: number; unitStake: number }[] };

export type PlaceResult =
  /** Guest: already sent to /login with the redirect back. */
  | { kind: 'login' }
  /** The fresh quote moved beyond the oddsChange setting (or the line moved): applyQuote was called; the sheet asks to accept. */
  | { kind: 'odds-changed'; quote: Quote }
  /**
   * The fresh quote found a selection that cannot be bet on now (suspended, closed, locked odds or gone): nothing was
   * placed, applyQuote was called so the cart locks that selection, and the translated message says why.
   */
  | { kind: 'unavailable'; quote: Quote; message: string }
  | { kind: 'done'; ok: boolean; accepted: number[]; rejected: { marketId: number; reason: string }[] }
  /** Nothing was placed and the cart is as it was; the message is translated. */
  | { kind: 'error'; message: string };

export type PlacePhase = 'idle' | 'checking' | 'placing' | 'confirming';

/** The legs of a request, whatever its kind. */
export function requestLegs(request: PlaceRequest): PlaceLeg[] {
  return request.kind === 'single' ? request.bets.map((bet) => bet.leg) : request.legs;
}
