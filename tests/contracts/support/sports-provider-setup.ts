// Set-up steps of the sports betting states on the standalone mock server: calls of the mock provider with
// lotus888's provider token, the open selections a state hands the verifier, and lotus888's seeded bets. A real
// provider's state endpoint would look the same values up in its own data.
import { callMock, SEEDED_TOKENS } from './state-setup';

interface ProviderEnvelope {
  code?: unknown;
  message?: unknown;
  // The set-up reads a few fields of many answers; their shapes are the provider's (openapi/sports.yaml).
  data?: unknown;
}

/** One provider call as lotus888; anything but code 0 fails the state. */
export async function providerCall<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const answer = (await callMock(baseUrl, path, { token: SEEDED_TOKENS.lotus888Sports, body })) as ProviderEnvelope;
  if (answer.code !== 0) throw new Error(`${path} failed in a provider state: ${JSON.stringify(answer)}`);
  return answer.data as T;
}

interface ListedOption {
  ty: number;
  od: number;
}
interface ListedMarket {
  id: number;
  ss: number;
  au?: number;
  op: ListedOption[];
}
interface ListedMatch {
  id: number;
  ty: number;
  mg: Array<{ mty: number; mks: ListedMarket[] }>;
}

export interface OpenPick {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

/**
 * Open handicap selections (home side) of soccer matches kicking off tomorrow or later, one per match, in list
 * order: markets that the live simulator does not move and that may go into a parlay.
 */
export async function openPicks(baseUrl: string, count: number): Promise<OpenPick[]> {
  const page = await providerCall<{ records: ListedMatch[] }>(baseUrl, '/v1/match/getList', {
    size: 50,
    current: 1,
    type: 4,
    sportId: 1,
    orderBy: 1,
  });
  const picks: OpenPick[] = [];
  for (const match of page.records) {
    if (match.ty !== 2) continue;
    const market = match.mg.find((group) => group.mty === 1000)?.mks.find((m) => m.ss === 1 && m.au === 1);
    const option = market?.op.find((o) => o.ty === 1 && o.od > 1);
    if (market && option) picks.push({ matchId: match.id, marketId: market.id, optionType: option.ty, odds: option.od });
    if (picks.length === count) return picks;
  }
  throw new Error(`Only ${picks.length} of ${count} open selections on early soccer matches`);
}

/** The provider-state values of picks: matchId1, marketId1, optionType1, odds1, matchId2, … */
export function pickValues(picks: readonly OpenPick[]): Record<string, number> {
  return Object.fromEntries(
    picks.flatMap((pick, index) => [
      [`matchId${index + 1}`, pick.matchId],
      [`marketId${index + 1}`, pick.marketId],
      [`optionType${index + 1}`, pick.optionType],
      [`odds${index + 1}`, pick.odds],
    ]),
  );
}

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

interface ListedBet {
  id: string;
  st: number;
  sert: number;
  sat: number;
  ops: Array<{ ip?: number | boolean }>;
}

/** lotus888's accepted open pre-match single (seeded: 100 on a handicap market). */
export async function openPreMatchSingle(baseUrl: string): Promise<ListedBet> {
  const page = await providerCall<{ records: ListedBet[] }>(baseUrl, '/v1/order/new/bet/list', { isSettled: false, current: 1, size: 50 });
  const single = page.records.find((bet) => bet.sert === 0 && bet.st === 4 && bet.ops.every((leg) => !leg.ip));
  if (!single) throw new Error('lotus888 has no accepted open pre-match single');
  return single;
}

/** lotus888's rejected bet (seeded eleven days ago, reject code 8). */
export async function rejectedBet(baseUrl: string, from: number, to: number): Promise<ListedBet> {
  const page = await providerCall<{ records: ListedBet[] }>(baseUrl, '/v1/order/new/bet/list', {
    isSettled: true,
    startTime: from,
    endTime: to,
    timeType: 1,
    current: 1,
    size: 50,
  });
  const rejected = page.records.find((bet) => bet.st === 2);
  if (!rejected) throw new Error('lotus888 has no rejected bet');
  return rejected;
}

/** What a cash-out of the whole remaining stake pays per unit of stake now (the price quote ÷ the stake). */
export async function cashOutUnit(baseUrl: string, orderId: string, remainingStake: number): Promise<number> {
  const prices = await providerCall<{ pr: Array<{ oid: string; amt: number }> }>(baseUrl, '/v1/order/cashOut/price', { orderIds: [orderId] });
  const amount = prices.pr.find((quote) => quote.oid === orderId)?.amt ?? 0;
  if (amount <= 0) throw new Error(`Order ${orderId} has no cash-out offer`);
  return Math.round((amount / remainingStake) * 10_000) / 10_000;
}
