// Sports provider contract cases of the refusals a bettor can meet when quoting and placing: not enough money, a
// closed market, changed odds, a stake under the minimum, too many legs or selections, and a guest placing a bet.
// The client rejects with the provider's code, which the bet slip translates.
import { placeMultipleBet, placeSingleBets, quoteBetSlip } from '@/shared/api/generated/sports/order/order';
import type { ContractCase } from '../support/contract-case';
import { STATE } from '../support/states';
import { sportsRefusal } from './sports-case';
import { betOption, betOptionFromState, PICK_1 } from './bet-placing-examples';

/** A single of `stake` on the first open selection, as the client sends it and as the pact holds it. */
const singleOnPick1 = (stake: number) => ({
  sent: { singleBetList: [{ unitStake: stake, oddsChange: 1 as const, betOptionList: [betOption(PICK_1)] }] },
  pact: { singleBetList: [{ unitStake: stake, oddsChange: 1, betOptionList: [betOptionFromState(1, PICK_1)] }] },
});

const CLOSED_OPTION = { marketId: 1, optionType: 1, odds: 1.9, oddsFormat: 1 as const };
const STALE_ODDS = 2.09;

/** Eleven legs: one more than a parlay may have (the provider counts them before it looks at the markets). */
const ELEVEN_LEGS = Array.from({ length: 11 }, (_, index) => ({ marketId: 5310801 + index * 16, optionType: 1, odds: 1.9, oddsFormat: 1 as const }));
const ELEVEN_QUOTES = ELEVEN_LEGS.map((leg, index) => ({ marketId: leg.marketId, matchId: 912040 + index, type: 1, oddsType: 1 as const }));

const tooMuch = singleOnPick1(2000);
const tooLittle = singleOnPick1(5);

export const sportsOrderRefusalCases: ContractCase[] = [
  sportsRefusal({
    name: 'a single bet above the balance is refused with 3001',
    state: STATE.openMarkets,
    description: 'a single bet of 2000 (2 000 000 VND) from a balance of 1 250 000 VND',
    path: '/v1/order/bet/singlePass',
    body: tooMuch.pact,
    call: () => placeSingleBets(tooMuch.sent),
    code: 3001,
    message: 'Insufficient balance',
  }),
  sportsRefusal({
    name: 'a single bet on a market that is no longer on sale is refused with 3002',
    state: STATE.marketClosed,
    description: 'a single bet on a market that is not on sale',
    path: '/v1/order/bet/singlePass',
    body: { singleBetList: [{ unitStake: 20, oddsChange: 1, betOptionList: [CLOSED_OPTION] }] },
    call: () => placeSingleBets({ singleBetList: [{ unitStake: 20, oddsChange: 1, betOptionList: [CLOSED_OPTION] }] }),
    code: 3002,
    message: 'The market is closed',
  }),
  sportsRefusal({
    name: 'a single bet at odds the market no longer offers, accepting no change, is refused with 3003',
    state: STATE.oddsMoved,
    description: 'a single bet at odds that have changed, with odds change 0 (accept none)',
    path: '/v1/order/bet/singlePass',
    body: { singleBetList: [{ unitStake: 20, oddsChange: 0, betOptionList: [betOptionFromState(1, PICK_1, 'staleOdds1', STALE_ODDS)] }] },
    call: () => placeSingleBets({ singleBetList: [{ unitStake: 20, oddsChange: 0, betOptionList: [betOption(PICK_1, STALE_ODDS)] }] }),
    code: 3003,
    message: 'Odds have changed',
  }),
  sportsRefusal({
    name: 'a single bet under the minimum stake is refused with 3005',
    state: STATE.openMarkets,
    description: 'a single bet of 5, under the minimum stake of 10',
    path: '/v1/order/bet/singlePass',
    body: tooLittle.pact,
    call: () => placeSingleBets(tooLittle.sent),
    code: 3005,
    message: 'Stake is below the minimum of 10',
  }),
  sportsRefusal({
    name: 'a parlay of eleven legs is refused with 3009',
    state: STATE.sportsSession,
    description: 'a parlay of eleven selections',
    path: '/v1/order/betMultiple',
    body: { betOptionList: ELEVEN_LEGS, betMultipleData: [{ seriesValue: 11, unitStake: 10, oddsChange: 1 }] },
    call: () => placeMultipleBet({ betOptionList: ELEVEN_LEGS, betMultipleData: [{ seriesValue: 11, unitStake: 10, oddsChange: 1 }] }),
    code: 3009,
    message: 'Too many selections in one parlay',
  }),
  sportsRefusal({
    name: 'a bet-slip quote of eleven selections is refused with 14090',
    state: STATE.sportsSession,
    description: 'a quote of eleven selections',
    path: '/v1/order/batchBetMatchMarketOfJumpLine',
    body: { betMatchMarketList: ELEVEN_QUOTES, isSelectSeries: true },
    call: () => quoteBetSlip({ betMatchMarketList: ELEVEN_QUOTES, isSelectSeries: true }),
    code: 14090,
    message: 'Too many selections',
  }),
  sportsRefusal({
    name: 'a single bet with the guest token is refused with 14009 (log in first)',
    state: STATE.guest,
    description: 'a single bet from a guest',
    path: '/v1/order/bet/singlePass',
    caller: 'guest',
    body: { singleBetList: [{ unitStake: 20, oddsChange: 1, betOptionList: [betOption(PICK_1)] }] },
    call: () => placeSingleBets({ singleBetList: [{ unitStake: 20, oddsChange: 1, betOptionList: [betOption(PICK_1)] }] }),
    code: 14009,
    message: 'Please log in first',
  }),
];
