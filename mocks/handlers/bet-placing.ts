// Sports-provider betting calls: the bet-slip quote, singles, parlays and order status (the bet history, in
// bet-records.ts, is registered with them). Quotes and bets read the current markets of the match collection; bets
// debit the member's wallet and are confirmed a few seconds after they are placed (measured on the request clock).
import type { HttpResponseResolver } from 'msw';
import type {
  PlacedOption,
  PlacedOrdersResponse,
  QuotedMarket,
  QuoteResponse,
  SeriesOption,
  StakeOrderStatusResponse,
} from '@/shared/api/generated/sports/model';
import {
  MultipleBetRequest,
  QuoteRequest,
  SingleBetsRequest,
  StakeOrderStatusRequest,
} from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { rejectReasonIn, sportLanguage } from '../seed/sports-texts';
import { route } from './routes';
import { localiseSelection, nameBook, type NameBook } from './sport-language-localise';
import { sportsFail, sportsOk } from './sports-envelope';
import { stakeRefusal } from './safer-gambling-rules';
import { OrderCode, orderFail, rawBody, type OrderCodeValue } from './bet-placing-codes';
import { asMember, asProvider, sportsPost, type SportsCallSteps } from './sports-route';
import {
  adjustBalance,
  currentScore,
  inPlay,
  MAX_PARLAY_LEGS,
  MAX_SINGLE_ORDERS,
  MIN_STAKE,
  oddsAccepted,
  oddsIn,
  oddsText,
  parlayMaxStake,
  providerBalance,
  round2,
  selectionState,
  stakeLimits,
  walletUnit,
  type Selection,
} from './bet-placing-market';
import { createParlayOrder, createSingleOrder, findOrder, statusAt } from './bet-placing-store';
import { betListHandlers } from './bet-records';

export { MAX_QUERY_DAYS } from './bet-records';

// --- Parlay combinations -----------------------------------------------------------------------------------------

/** Every k-leg combination of `items`. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

const product = (odds: readonly number[]): number => odds.reduce((p, od) => p * od, 1);

interface SeriesRow {
  /** Legs per sub-bet; 0 is the full combination (every size from 2 legs up). */
  sn: number;
  /** The sub-bets, each a list of leg odds. */
  subBets: number[][];
}

/** The parlay rows n legs allow: 2-leg, 3-leg … n-leg sub-bets, and from 3 legs the full combination. */
export function seriesRows(odds: readonly number[]): SeriesRow[] {
  const n = odds.length;
  if (n < 2) return [];
  const rows: SeriesRow[] = [];
  for (let k = 2; k <= n; k += 1) rows.push({ sn: k, subBets: combinations(odds, k) });
  if (n >= 3) rows.push({ sn: 0, subBets: rows.flatMap((row) => row.subBets) });
  return rows;
}

/** Combined odds of a row: the sum of its sub-bets' odds products (one sub-bet: the product of the legs). */
export const rowOdds = (row: SeriesRow): number => round2(row.subBets.reduce((sum, legs) => sum + product(legs), 0));

function seriesOption(row: SeriesRow, legs: readonly Selection[]): SeriesOption {
  const best = Math.max(...row.subBets.map(product));
  return { sn: row.sn, in: row.subBets.length, sodd: rowOdds(row), mi: MIN_STAKE, mx: parlayMaxStake(legs, best) };
}

/** Why legs cannot be combined into a parlay, if they cannot. */
function parlayProblem(legs: readonly Selection[]): typeof OrderCode.notParlay | typeof OrderCode.sameMatch | undefined {
  if (legs.some((leg) => leg.market.au !== 1 || leg.match.ty === 1)) return OrderCode.notParlay;
  if (new Set(legs.map((leg) => leg.match.id)).size < legs.length) return OrderCode.sameMatch;
  return undefined;
}

// --- Quote ------------------------------------------------------------------------------------------------------

function quotedMarket(state: ReturnType<typeof selectionState>, oddsType: number, book: NameBook): QuotedMarket {
  if (state.state === 'closed') return { mid: state.marketId, ss: -1 };
  const { match, market, movedFrom } = state.selection;
  const option = localiseSelection(state.selection, book);
  const score = currentScore(match);
  const locked = state.state === 'suspended';
  return {
    mid: market.id,
    ...(movedFrom === undefined ? {} : { omid: movedFrom }),
    ss: locked ? 0 : 1,
    au: market.au ?? 0,
    ip: inPlay(match) ? 1 : 0,
    ...stakeLimits(match),
    ...(score ? { scs: score, ...(match.sid === 1 ? { re: `${score[0]}-${score[1]}` } : {}) } : {}),
    op: {
      ty: option.ty,
      ...(option.na === undefined ? {} : { na: option.na }),
      ...(option.nm === undefined ? {} : { nm: option.nm }),
      od: option.od,
      ...(option.od > 0 ? { bod: oddsIn(option.od, oddsType), odt: oddsType as 1 | 2 | 3 | 4 | 5 } : {}),
      ...(market.li === undefined ? {} : { li: market.li }),
    },
  };
}

// --- Placing ----------------------------------------------------------------------------------------------------

type Fail = ReturnType<typeof orderFail>;
type LegCheck = { ok: true; selection: Selection } | { ok: false; response: Fail };

/** A selection a bet may be placed on: open, on the market id the caller named. */
function openLeg(marketId: number, optionType: number): LegCheck {
  const state = selectionState(marketId, optionType);
  if (state.state === 'closed' || state.selection.movedFrom !== undefined) {
    return { ok: false, response: orderFail(OrderCode.marketClosed, `market ${marketId}`) };
  }
  if (state.state === 'suspended') return { ok: false, response: orderFail(OrderCode.oddsAdjusting, `market ${marketId}`) };
  return { ok: true, selection: state.selection };
}

function checkOdds(selection: Selection, requested: number, oddsChange: number): Fail | undefined {
  const current = selection.option.od;
  if (oddsAccepted(requested, current, oddsChange)) return undefined;
  return orderFail(OrderCode.oddsChanged, `${oddsText(requested)} -> ${oddsText(current)}`);
}

function checkStake(stake: number, min: number, max: number): Fail | undefined {
  if (stake < min) return orderFail(OrderCode.belowMinStake);
  if (stake > max) return orderFail(OrderCode.aboveMaxStake, String(max));
  return undefined;
}

function placedOption(selection: Selection, od: number, format: 1 | 2, tr?: string, rid?: string): PlacedOption {
  return {
    mid: String(selection.market.id),
    od: oddsText(od),
    bod: oddsText(od, format),
    of: format,
    ...(tr === undefined ? {} : { tr }),
    ...(rid === undefined ? {} : { rid }),
  };
}

function orderCount(raw: Record<string, unknown>, key: string): number {
  const list = raw[key];
  return Array.isArray(list) ? list.length : 0;
}

/** A list longer than the call allows answers its own code, before the schema (which would only say "too big"). */
function listLimit(key: string, max: number, code: OrderCodeValue): SportsCallSteps {
  return { before: async (request) => (orderCount(await rawBody(request), key) > max ? orderFail(code) : undefined) };
}

/** singlePass: every order is checked before any is taken; each debits its stake and waits for confirmation. */
export const placeSingleBets: HttpResponseResolver<never, never, PlacedOrdersResponse> = asMember(SingleBetsRequest, async ({ memberId, body }) => {
  const now = Date.now();
  const plans = [];
  for (const bet of body.singleBetList) {
    const [choice] = bet.betOptionList;
    if (!choice) return orderFail(OrderCode.badParameter);
    const leg = openLeg(choice.marketId, choice.optionType);
    if (!leg.ok) return leg.response;
    const { smin, smax } = stakeLimits(leg.selection.match);
    const problem = checkOdds(leg.selection, choice.odds, bet.oddsChange) ?? checkStake(bet.unitStake, smin, smax);
    if (problem) return problem;
    plans.push({ bet, choice, selection: leg.selection });
  }
  const total = plans.reduce((sum, plan) => sum + plan.bet.unitStake, 0);
  if (total > providerBalance(memberId)) return orderFail(OrderCode.balance);
  const limited = stakeRefusal(memberId, total * walletUnit(memberId));
  if (limited) return sportsFail(limited.code, limited.texts);

  const placed = [];
  for (const { bet, choice, selection } of plans) {
    const od = selection.option.od;
    const order = await createSingleOrder({
      memberId,
      selection,
      stake: bet.unitStake,
      od,
      format: choice.oddsFormat,
      oddsChange: bet.oddsChange,
      now,
      ...(bet.thirdRemark === undefined ? {} : { remark: bet.thirdRemark }),
    });
    await adjustBalance(memberId, -bet.unitStake, 'bet', order.id);
    placed.push({ id: order.id, st: 0 as const, ops: [placedOption(selection, od, choice.oddsFormat, bet.thirdRemark, bet.relatedId)] });
  }
  return sportsOk(placed);
}, listLimit('singleBetList', MAX_SINGLE_ORDERS, OrderCode.tooManyOrders));

/** betMultiple: one order per chosen row of the legs' combinations; each debits its stake times its sub-bets. */
export const placeMultipleBet: HttpResponseResolver<never, never, PlacedOrdersResponse> = asMember(MultipleBetRequest, async ({ memberId, body }) => {
  const { betOptionList, betMultipleData } = body;
  const legs: Selection[] = [];
  for (const choice of betOptionList) {
    const leg = openLeg(choice.marketId, choice.optionType);
    if (!leg.ok) return leg.response;
    legs.push(leg.selection);
  }
  const problem = parlayProblem(legs);
  if (problem !== undefined) return orderFail(problem);
  const rows = seriesRows(legs.map((leg) => leg.option.od));
  const plans = [];
  for (const data of betMultipleData) {
    const row = rows.find((r) => r.sn === data.seriesValue);
    if (!row) return orderFail(OrderCode.badParameter, `seriesValue ${data.seriesValue}`);
    for (const [index, leg] of legs.entries()) {
      const changed = checkOdds(leg, betOptionList[index]?.odds ?? 0, data.oddsChange);
      if (changed) return changed;
    }
    const option = seriesOption(row, legs);
    const stakeProblem = checkStake(data.unitStake, option.mi, option.mx);
    if (stakeProblem) return stakeProblem;
    plans.push({ data, row, option });
  }
  const total = plans.reduce((sum, plan) => sum + plan.data.unitStake * plan.option.in, 0);
  if (total > providerBalance(memberId)) return orderFail(OrderCode.balance);
  const limited = stakeRefusal(memberId, total * walletUnit(memberId));
  if (limited) return sportsFail(limited.code, limited.texts);

  const now = Date.now();
  const placed = [];
  for (const { data, row, option } of plans) {
    const order = await createParlayOrder({
      memberId,
      legs: legs.map((leg, index) => ({ selection: leg, od: leg.option.od, format: betOptionList[index]?.oddsFormat ?? 1 })),
      sn: row.sn,
      subBets: option.in,
      combinedOdds: option.sodd,
      unitStake: data.unitStake,
      oddsChange: data.oddsChange,
      now,
      ...(data.thirdRemark === undefined ? {} : { remark: data.thirdRemark }),
    });
    await adjustBalance(memberId, -round2(data.unitStake * option.in), 'bet', order.id);
    const ops = legs.map((leg, index) =>
      placedOption(leg, leg.option.od, betOptionList[index]?.oddsFormat ?? 1, data.thirdRemark, data.relatedId),
    );
    placed.push({ id: order.id, st: 0 as const, ops });
  }
  return sportsOk(placed);
}, listLimit('betOptionList', MAX_PARLAY_LEGS, OrderCode.tooManyLegs));

export const sportsOrderHandlers = [
  route<never, never, QuoteResponse>(
    sportsPost('/v1/order/batchBetMatchMarketOfJumpLine'),
    // A quote reads markets only, so the guest token may ask too (the bet slip shows fresh odds before login).
    asProvider(QuoteRequest, ({ body }) => {
      const { betMatchMarketList, isSelectSeries } = body;
      const states = betMatchMarketList.map((item) => selectionState(item.marketId, item.type, item.matchId));
      const book = nameBook(sportLanguage(body.languageType));
      const bms = states.map((state, index) => quotedMarket(state, betMatchMarketList[index]?.oddsType ?? 1, book));
      const open = states.flatMap((state) => (state.state === 'open' ? [state.selection] : []));
      const combinable = open.length === states.length && parlayProblem(open) === undefined;
      const sos = combinable ? seriesRows(open.map((leg) => leg.option.od)).map((row) => seriesOption(row, open)) : [];
      return sportsOk({ bms, ...(isSelectSeries ? { sos } : {}), mon: MAX_SINGLE_ORDERS, msl: MAX_PARLAY_LEGS });
    }, listLimit('betMatchMarketList', MAX_PARLAY_LEGS, OrderCode.tooManySelections)),
  ),

  route<never, never, PlacedOrdersResponse>(sportsPost('/v1/order/bet/singlePass'), placeSingleBets),

  route<never, never, PlacedOrdersResponse>(sportsPost('/v1/order/betMultiple'), placeMultipleBet),

  route<never, never, StakeOrderStatusResponse>(
    sportsPost('/v1/order/getStakeOrderStatus'),
    asMember(StakeOrderStatusRequest, ({ memberId, body }) => {
      const now = Date.now();
      const statuses = body.orderIds.flatMap((oid) => {
        const order = findOrder(memberId, oid);
        if (!order) return [];
        const st = statusAt(order, now);
        const rjs = rejectReasonIn(order.rjs ?? '', sportLanguage(body.languageType));
        return [{ oid, st, ...(st === 2 && order.rj !== undefined ? { rj: order.rj, rjs } : {}) }];
      });
      return sportsOk(statuses);
    }),
  ),
  ...betListHandlers,
];
