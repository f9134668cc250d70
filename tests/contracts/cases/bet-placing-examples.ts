// Example values of the betting contracts: three open handicap selections, lotus888's orders, cash-outs and reserves,
// as the provider states hand them over (see support/bet-placing-states.ts). The requests carry them through
// provider-state expressions, so the pact keeps these examples while a provider answers for its own ids.
import { MatchersV3 as M } from '@pact-foundation/pact';
import type { BetOption } from '@/shared/api/generated/sports/model';
import { fromState } from './sports-case';

export interface ExamplePick {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

export const PICKS = [
  { matchId: 912051, marketId: 5310801, optionType: 1, odds: 1.84 },
  { matchId: 912050, marketId: 5310785, optionType: 1, odds: 2.01 },
  { matchId: 912047, marketId: 5310737, optionType: 1, odds: 1.81 },
] as const satisfies readonly ExamplePick[];

export const [PICK_1, PICK_2, PICK_3] = PICKS;

/** The bet option of pick n (1-based) at its odds, as the client sends it. */
export const betOption = (pick: ExamplePick, odds = pick.odds): BetOption => ({
  marketId: pick.marketId,
  optionType: pick.optionType,
  odds,
  oddsFormat: 1,
});

/** The same bet option in the pact: every value from the provider state (`marketIdN`, `optionTypeN`, `oddsN`). */
export function betOptionFromState(n: number, pick: ExamplePick, oddsName = `odds${n}`, odds = pick.odds) {
  return {
    marketId: fromState(`marketId${n}`, pick.marketId),
    optionType: fromState(`optionType${n}`, pick.optionType),
    odds: fromState(oddsName, odds),
    oddsFormat: 1,
  };
}

/** The quoted selection of pick n in the pact (the bet-slip quote asks by match, market and selection type). */
export function quotedFromState(n: number, pick: ExamplePick) {
  return {
    marketId: fromState(`marketId${n}`, pick.marketId),
    matchId: fromState(`matchId${n}`, pick.matchId),
    type: fromState(`optionType${n}`, pick.optionType),
    oddsType: 1,
  };
}

/** lotus888's accepted open pre-match single of 100. */
export const OPEN_SINGLE_ID = '1204471839926000007';
/** lotus888's bet rejected eleven days ago (reject code 8, odds changed). */
export const REJECTED_ID = '1204471839926000006';
/** A bet placed a moment ago. */
export const NEW_ORDER_ID = '1204471839926000010';
export const CASH_OUT_ID = '7700128800001';
export const RESERVE_ID = '88012345670001';
/** The return per unit of stake the cash-out quote of the open single offers. */
export const UNIT_PAYOUT = 0.95;

/** Provider ids: long digit strings. */
export const ID = (example: string) => M.regex('^\\d+$', example);
/** A match, league or market id in a bet record: a number or a digit string (the provider sends both). */
export const INTEGER_ID = (example: number) => M.regex('^\\d+$', String(example));
/** Odds the provider writes in bet answers: a decimal string with two places. */
export const ODDS_TEXT = (example: string) => M.regex('^\\d+\\.\\d{2}$', example);
/** A provider time: epoch milliseconds. */
export const EPOCH_MS = (example: number) => M.integer(example);

/** The history window of the settled-bets example: 14 days up to 27 Nov 2026 15:00 UTC. */
export const HISTORY_TO = 1_795_791_600_000;
export const HISTORY_FROM = HISTORY_TO - 14 * 24 * 3_600_000;
