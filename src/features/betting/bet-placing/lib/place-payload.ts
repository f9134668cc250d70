import type { BetOption, MultipleBetRequest, PlacedOrder, SingleBetsRequest } from '@/shared/api/generated/sports/model';
import type { UserSettings } from '@/shared/settings/user-settings';
import { requestLegs, type PlaceLeg, type PlaceRequest } from './place-types';

/** Most singles in one call and fewest legs in a multiple (sports-provider-facts §3.7, §3.8). */
export const MAX_SINGLES_PER_CALL = 10;
export const MIN_MULTIPLE_LEGS = 2;
/** The provider takes a device id of at most 64 characters. */
const DEVICE_ID_MAX = 64;

type OddsChangeSetting = UserSettings['oddsChange'];

/** What is wrong with a request before anything is sent: a provider code the player's message is keyed on. */
export function requestProblem(request: PlaceRequest): number | undefined {
  if (request.kind === 'single') {
    if (request.bets.length === 0) return 3000;
    if (request.bets.length > MAX_SINGLES_PER_CALL) return 3004;
    return request.bets.some((bet) => !(bet.stake > 0)) ? 3005 : undefined;
  }
  if (request.legs.length < MIN_MULTIPLE_LEGS || request.series.length === 0) return 3000;
  if (new Set(request.legs.map((leg) => leg.matchId)).size < request.legs.length) return 3011;
  return request.series.some((row) => !(row.unitStake > 0)) ? 3005 : undefined;
}

// Odds are sent in European format: the cart holds European odds whatever format the player reads.
const betOption = (leg: PlaceLeg): BetOption => ({ marketId: leg.marketId, optionType: leg.optionType, odds: leg.odds, oddsFormat: 1 });

export interface PayloadContext {
  oddsChange: OddsChangeSetting;
  deviceId: string;
  /** A reference of this submission, echoed back by the provider (thirdRemark) and used to recognise its orders. */
  tag: string;
}

export function singleBetsPayload(request: Extract<PlaceRequest, { kind: 'single' }>, context: PayloadContext): SingleBetsRequest {
  return {
    singleBetList: request.bets.map((bet) => ({
      unitStake: bet.stake,
      oddsChange: context.oddsChange,
      betOptionList: [betOption(bet.leg)],
      thirdRemark: context.tag,
    })),
    deviceId: context.deviceId.slice(0, DEVICE_ID_MAX),
  };
}

export function multipleBetPayload(request: Extract<PlaceRequest, { kind: 'multiple' }>, context: PayloadContext): MultipleBetRequest {
  return {
    betOptionList: request.legs.map(betOption),
    betMultipleData: request.series.map((row) => ({
      seriesValue: row.sn,
      unitStake: row.unitStake,
      oddsChange: context.oddsChange,
      thirdRemark: context.tag,
    })),
    deviceId: context.deviceId.slice(0, DEVICE_ID_MAX),
  };
}

/** A placed order and the cart selections it stands for. */
export interface TrackedOrder {
  id: string;
  marketIds: number[];
}

/**
 * Singles answer one order per bet in the order sent (each order names its market in ops[0].mid); a multiple answers
 * one order per series row, each standing for every leg.
 */
export function trackOrders(request: PlaceRequest, orders: readonly PlacedOrder[]): TrackedOrder[] {
  if (request.kind === 'multiple') {
    const marketIds = request.legs.map((leg) => leg.marketId);
    return orders.map((order) => ({ id: order.id, marketIds }));
  }
  return orders.map((order, index) => {
    const named = Number(order.ops?.[0]?.mid);
    const marketId = Number.isInteger(named) && named > 0 ? named : request.bets[index]?.leg.marketId;
    return { id: order.id, marketIds: marketId === undefined ? [] : [marketId] };
  });
}

/**
 * The selections of a request, whatever stakes it carries: two submissions with the same fingerprint would place
 * the same bet twice.
 */
export function requestFingerprint(request: PlaceRequest): string {
  const legs = requestLegs(request)
    .map((leg) => `${leg.marketId}:${leg.optionType}`)
    .sort();
  return `${request.kind}|${legs.join(',')}`;
}
