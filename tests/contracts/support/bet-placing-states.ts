// Provider states of the sports betting calls (in business language) and their set-up on the standalone mock server.
// contracts/README.md explains what each one means for a provider. Every set-up starts from a fresh seed and hands
// the verifier the provider token and the ids the requests carry (selections, orders, cash-outs, reserves), so a
// real provider can answer with its own ids; the pact keeps fixed example values.
import { SPORTS_TOKEN_PARAM, TOKEN_PARAM } from './headers';
import {
  cashOutUnit,
  openPicks,
  openPreMatchSingle,
  pickValues,
  providerCall,
  rejectedBet,
  round2,
  type OpenPick,
} from './sports-provider-setup';
import { callMock, freshSeed, resetMock, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const SPORTS_ORDER_STATE = {
  openMarkets:
    'member lotus888 has a sports session, 1 250 000 VND and open handicap markets on three soccer matches kicking off tomorrow or later',
  oddsMoved: 'member lotus888 has a sports session and the odds it last saw on a soccer match kicking off tomorrow or later have changed since',
  marketClosed: 'member lotus888 has a sports session and market 1 of match 1 is not on sale',
  guest: 'a guest without a member session calls the sports provider with the guest token',
  acceptedSingle: 'member lotus888 has an accepted open single bet of 100 on a soccer match that has not kicked off',
  justPlaced: 'member lotus888 placed a single bet of 20 on a soccer match a moment ago and the provider is still confirming it',
  betHistory: 'member lotus888 has two open singles, an open parlay and settled bets of the last two weeks, one of them rejected',
  cashedOutPart: 'member lotus888 cashed out 40 of its open single bet of 100 a moment ago',
  cashOutUnavailable: 'member lotus888 has an accepted open single bet of 100 and the provider offers no cash-out right now',
  reserveOpen: 'member lotus888 has an open reserve bet of 20 waiting for higher odds on a soccer match kicking off tomorrow or later',
  reserveLimit: 'member lotus888 already has 10 open reserve bets',
  myBets:
    'member lotus888 is logged in and has sports bets of the last two weeks: three open ones placed in the last hours, five settled and one rejected placed more than a day ago',
} as const;

export type SportsOrderStateName = (typeof SPORTS_ORDER_STATE)[keyof typeof SPORTS_ORDER_STATE];

const DAY = 24 * 3_600_000;
/** The history window the settled-bets interaction asks for: the last two weeks up to the state's set-up. */
const HISTORY_DAYS = 14;
const RESERVE_STAKE = 20;
/** How far above the current odds a reserve's target lies (the provider allows up to twice the odds). */
const TARGET_STEP = 0.3;

/** A main-API time: "yyyy-MM-dd HH:mm:ss" in UTC+8. */
const serverTime = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const targetOf = (pick: OpenPick): number => round2(pick.odds + TARGET_STEP);

function reserveBody(pick: OpenPick) {
  return {
    unitStake: RESERVE_STAKE,
    betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: targetOf(pick), oddsFormat: 1 }],
    pay: 2,
  };
}

export function sportsOrderProviderStates(baseUrl: string): Record<SportsOrderStateName, StateHandler> {
  /** A fresh seed, then `values` (run on the reseeded data) with the provider token. */
  const member = (values: () => Promise<Record<string, unknown>> = async () => ({})): StateHandler => {
    return async () => {
      await resetMock(baseUrl);
      return { [SPORTS_TOKEN_PARAM]: SEEDED_TOKENS.lotus888Sports, ...(await values()) };
    };
  };

  return {
    [SPORTS_ORDER_STATE.openMarkets]: member(async () => {
      const picks = await openPicks(baseUrl, 3);
      return { ...pickValues(picks), targetOdds1: targetOf(picks[0] as OpenPick) };
    }),
    [SPORTS_ORDER_STATE.oddsMoved]: member(async () => {
      const [pick] = (await openPicks(baseUrl, 1)) as [OpenPick];
      return { ...pickValues([pick]), staleOdds1: round2(pick.odds + 0.25) };
    }),
    [SPORTS_ORDER_STATE.marketClosed]: member(),
    [SPORTS_ORDER_STATE.guest]: freshSeed(baseUrl),
    [SPORTS_ORDER_STATE.acceptedSingle]: member(async () => {
      const bet = await openPreMatchSingle(baseUrl);
      return { orderId: bet.id, unitPayout: await cashOutUnit(baseUrl, bet.id, bet.sat) };
    }),
    [SPORTS_ORDER_STATE.justPlaced]: member(async () => {
      // The mock confirms a pre-match bet after 2 s; slow-confirmation holds it at 1 for 20 s, so a verifier slowed
      // down by a busy machine still meets a bet being confirmed.
      await callMock(baseUrl, '/__control/scenario', { body: { name: 'slow-confirmation' } });
      const [pick] = (await openPicks(baseUrl, 1)) as [OpenPick];
      const placed = await providerCall<Array<{ id: string }>>(baseUrl, '/v1/order/bet/singlePass', {
        singleBetList: [
          { unitStake: 20, oddsChange: 1, betOptionList: [{ marketId: pick.marketId, optionType: pick.optionType, odds: pick.odds, oddsFormat: 1 }] },
        ],
      });
      return { orderId: placed[0]?.id };
    }),
    [SPORTS_ORDER_STATE.betHistory]: member(async () => {
      const to = Date.now();
      const from = to - HISTORY_DAYS * DAY;
      return { from, to, rejectedOrderId: (await rejectedBet(baseUrl, from, to)).id };
    }),
    [SPORTS_ORDER_STATE.cashedOutPart]: member(async () => {
      const bet = await openPreMatchSingle(baseUrl);
      const unit = await cashOutUnit(baseUrl, bet.id, bet.sat);
      const cashOut = await providerCall<{ id: string }>(baseUrl, '/v1/order/cashOut/bet', {
        orderId: bet.id,
        cashOutStake: 40,
        unitCashOutPayoutStake: unit,
        acceptOddsChange: false,
        parlay: false,
      });
      return { orderId: bet.id, cashOutId: cashOut.id };
    }),
    [SPORTS_ORDER_STATE.cashOutUnavailable]: member(async () => {
      const bet = await openPreMatchSingle(baseUrl);
      await callMock(baseUrl, '/__control/scenario', { body: { name: 'cashout-unavailable' } });
      return { orderId: bet.id };
    }),
    [SPORTS_ORDER_STATE.reserveOpen]: member(async () => {
      const [pick] = (await openPicks(baseUrl, 1)) as [OpenPick];
      const reserve = await providerCall<{ id: string }>(baseUrl, '/v1/order/reserve/bet', reserveBody(pick));
      return { reserveId: reserve.id };
    }),
    [SPORTS_ORDER_STATE.myBets]: async () => {
      await resetMock(baseUrl);
      const now = Date.now();
      return {
        [TOKEN_PARAM]: SEEDED_TOKENS.lotus888,
        from: serverTime(now - HISTORY_DAYS * DAY),
        to: serverTime(now),
        settledTo: serverTime(now - DAY),
      };
    },
    [SPORTS_ORDER_STATE.reserveLimit]: member(async () => {
      const picks = await openPicks(baseUrl, 3);
      for (let index = 0; index < 10; index += 1) {
        await providerCall(baseUrl, '/v1/order/reserve/bet', reserveBody(picks[index % picks.length] as OpenPick));
      }
      return { ...pickValues(picks.slice(0, 1)), targetOdds1: targetOf(picks[0] as OpenPick) };
    }),
  };
}
