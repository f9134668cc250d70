// Betting scenarios: the provider refusing bets on risk, odds moving on every quote, slow confirmation, a wallet
// too small for any bet, and cash-out not offered. Placing scenarios run the base placing answer and then change
// what happens to the orders it made, so stakes, ids and the bet history stay those of the normal provider.
import type { HttpResponseResolver } from 'msw';
import type { CashOutPriceResponse, PlacedOrdersResponse } from '@/shared/api/generated/sports/model';
import { QuoteRequest } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import { jsonBody } from '../handlers/main-envelope';
import { override } from '../handlers/routes';
import { priceCashOuts } from '../handlers/bet-records-cash-out';
import { sportsOk } from '../handlers/sports-envelope';
import { placeMultipleBet, placeSingleBets } from '../handlers/bet-placing';
import { OrderCode, orderFail } from '../handlers/bet-placing-codes';
import { round2, selectionState } from '../handlers/bet-placing-market';
import { holdConfirmation, rejectOrders } from '../handlers/bet-placing-store';
import { defineScenario } from './types';

/** Numbers the betting scenarios use (tests read them). */
export const BETTING = {
  /** Reject code of `bet-rejected`: risk limit (facts 4.16). */
  rejectCode: 3,
  /** How long `slow-confirmation` keeps orders at status 1. */
  confirmationMs: 20_000,
  /** `odds-moving`: every quote moves each quoted open selection by this share, alternately up and down. */
  oddsStep: 0.05,
} as const;

const PLACING = [
  { method: 'POST', path: '/v1/order/bet/singlePass', place: placeSingleBets },
  { method: 'POST', path: '/v1/order/betMultiple', place: placeMultipleBet },
] as const;

type PlacedEnvelope = { code: number; data: PlacedOrdersResponse['data'] };

/** Overrides both placing calls: the base answer, then `after` on the ids of the orders it made. */
function afterPlacing(after: (ids: string[]) => Promise<void>) {
  return PLACING.map(({ method, path, place }) =>
    override<never, never, PlacedOrdersResponse>({ method, path }, async (info) => {
      const response = await place(info);
      if (!(response instanceof Response)) return response;
      const body = (await response.clone().json()) as PlacedEnvelope;
      if (body.code === 0 && Array.isArray(body.data)) await after(body.data.map((order) => order.id));
      return response;
    }),
  );
}

/** Moves the current odds of every open selection a quote asks about (the base quote then answers them). */
function movingQuote(): HttpResponseResolver {
  let turn = 0;
  return async ({ request }) => {
    const parsed = QuoteRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return undefined;
    const factor = turn % 2 === 0 ? 1 + BETTING.oddsStep : 1 - BETTING.oddsStep;
    turn += 1;
    for (const item of parsed.data.betMatchMarketList) {
      const state = selectionState(item.marketId, item.type, item.matchId);
      if (state.state !== 'open') continue;
      const { match, market } = state.selection;
      await db.matches.update((q) => q.where({ id: match.id }), {
        data: (stored) => {
          const target = stored.mg.flatMap((g) => g.mks).find((k) => k.id === market.id);
          for (const option of target?.op ?? []) if (option.od > 0) option.od = Math.max(1.01, round2(option.od * factor));
        },
      });
    }
    return undefined;
  };
}

export const bettingScenarios = [
  defineScenario(
    'bet-rejected',
    `Every bet is taken and then rejected at confirmation (st 2, rj ${BETTING.rejectCode} risk limit); the stake is given back.`,
    [],
    () => afterPlacing((ids) => rejectOrders(ids, BETTING.rejectCode)),
  ),
  defineScenario(
    'odds-moving',
    `Every bet-slip quote moves the quoted odds by ${BETTING.oddsStep * 100}%, up and down in turn.`,
    [],
    () => [override({ method: 'POST', path: '/v1/order/batchBetMatchMarketOfJumpLine' }, movingQuote())],
  ),
  defineScenario(
    'slow-confirmation',
    `Orders stay at status 1 (confirming) for ${BETTING.confirmationMs / 1000} s before they are accepted.`,
    [],
    () => afterPlacing((ids) => holdConfirmation(ids, BETTING.confirmationMs)),
  ),
  defineScenario(
    'insufficient-balance',
    `singlePass, betMultiple and reserve bets answer ${OrderCode.balance} (insufficient balance).`,
    [{ api: 'sports', code: OrderCode.balance }],
    () =>
      ['/v1/order/bet/singlePass', '/v1/order/betMultiple', '/v1/order/reserve/bet'].map((path) =>
        override({ method: 'POST', path }, () => orderFail(OrderCode.balance)),
      ),
  ),
  defineScenario(
    'cashout-unavailable',
    `cashOut/price quotes 0 for every bet and cashOut/bet answers ${OrderCode.noCashOutQuote} (no cash-out quote).`,
    [{ api: 'sports', code: OrderCode.noCashOutQuote }],
    () => [
      override<never, never, CashOutPriceResponse>({ method: 'POST', path: '/v1/order/cashOut/price' }, async (info) => {
        const response = await priceCashOuts(info);
        if (!(response instanceof Response)) return response;
        const body = (await response.clone().json()) as CashOutPriceResponse;
        if (body.code !== 0 || !body.data) return response;
        return sportsOk({ ...body.data, pr: (body.data.pr ?? []).map((quote) => ({ ...quote, amt: 0 })) });
      }),
      override({ method: 'POST', path: '/v1/order/cashOut/bet' }, () => orderFail(OrderCode.noCashOutQuote)),
    ],
  ),
];
