// Result codes of the provider's betting, cash-out and reserve calls (written once with their messages), the
// member check those calls share and the parsing of their bodies.
import type { z } from 'zod';
import { jsonBody, resultCodes } from './main-envelope';
import { providerCaller, sportsFail, SportsCode } from './sports-envelope';

export const { codes: OrderCode, messages: orderMessages } = resultCodes({
  badParameter: [SportsCode.badParameter, 'Parameter error'],
  notLoggedIn: [14009, 'Please log in first'],
  spanTooLong: [14051, 'The query range may not exceed 31 days'],
  marketUpdated: [14059, 'The market has been updated'],
  reserveOff: [14060, 'Reserve bets are not available'],
  badCashOutStake: [14066, 'Invalid cash-out stake'],
  reserveLimit: [14085, 'You already have 10 open reserve bets'],
  oddsLevel: [14086, 'The target odds must be higher than the current odds'],
  reserveOddsFormat: [14088, 'Reserve bets take European odds only'],
  tooManySelections: [14090, 'Too many selections'],
  betFailed: [3000, 'Bet failed'],
  balance: [3001, 'Insufficient balance'],
  marketClosed: [3002, 'The market is closed'],
  oddsChanged: [3003, 'Odds have changed'],
  tooManyOrders: [3004, 'Too many orders in one request'],
  belowMinStake: [3005, 'Stake is below the minimum of 10'],
  aboveMaxStake: [3006, 'Stake is above the maximum for this match'],
  tooManyLegs: [3009, 'Too many selections in one parlay'],
  notParlay: [3010, 'This selection cannot be used in a parlay'],
  sameMatch: [3011, 'Selections from the same match cannot be combined'],
  oddsAdjusting: [3018, 'Odds are being adjusted, please try again'],
  orderMissing: [6040, 'Order not found'],
  cashOutRunning: [6041, 'A cash-out of this bet is already being processed'],
  notConfirmed: [6042, 'The bet is not confirmed yet'],
  cashOutBelowMin: [6047, 'Cash-out stake is below the minimum'],
  returnChanged: [6049, 'The cash-out amount has changed'],
  cashOutUnavailable: [6050, 'Cash-out is not available for this bet right now'],
  cancelFailed: [6052, 'The reserve bet can no longer be cancelled'],
  reserveMissing: [6054, 'Reserve bet not found'],
  oddsAboveCap: [6060, 'The target odds are above the allowed maximum'],
  tooManyCashOuts: [17008, 'This bet has reached the maximum of 5 cash-outs'],
  noCashOutQuote: [17015, 'No cash-out quote is available for this bet'],
});

export type OrderCodeValue = (typeof OrderCode)[keyof typeof OrderCode];

export const orderFail = (code: OrderCodeValue, detail?: string) =>
  sportsFail(code, detail ? `${orderMessages[code]}: ${detail}` : orderMessages[code]);

export type MemberCall = { ok: true; memberId: number } | { ok: false; response: ReturnType<typeof sportsFail> };

/** Betting calls need a member's provider token: a guest gets 14009, an unknown token 14010. */
export function memberCaller(request: Request): MemberCall {
  const caller = providerCaller(request);
  if (!caller.ok) return caller;
  if (caller.memberId === null) return { ok: false, response: orderFail(OrderCode.notLoggedIn) };
  return { ok: true, memberId: caller.memberId };
}

export type Parsed<T> = { ok: true; body: T } | { ok: false; response: ReturnType<typeof sportsFail> };

/** Reads the JSON body with a generated request schema; a body that does not fit answers code 5 naming the fields. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const raw = (await jsonBody(request)) ?? {};
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'body'} ${issue.message}`);
  return { ok: false, response: orderFail(OrderCode.badParameter, fields.join('; ')) };
}

/** The raw body, for the limits checked before the schema (which would only say "too big"). */
export async function rawBody(request: Request): Promise<Record<string, unknown>> {
  const raw = await jsonBody(request);
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}
