// The bettor's way through the order calls beyond the happy path of sports-flow.ts, for the conformance test: a
// parlay with system rows, every refusal a bettor can meet (money, closed market, changed odds, stakes, legs, guest,
// ranges, cash-out and reserve limits), the bet records in both tabs, a partial cash-out and its status, reserves
// and, when the mock answers them, the main API's mybet sums, details and open-bet match ids. Every answer is
// validated against the OpenAPI documents by mock-conformance.test.ts.
import { declaredRoutes } from '@mocks/handlers/routes';
import { SEED_SPORTS_TOKEN, SEED_TOKENS, useScenario } from '@mocks/node';
import { call, type Json } from '@mocks/testing/client';

const DAY = 24 * 3_600_000;

interface Pick {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

const provider = (path: string, body: unknown, token: string = SEED_SPORTS_TOKEN): Promise<Json> => call('POST', path, { token, body });

/** A provider call that must answer `code`, so the flow really reaches the answer it means to validate. */
async function expectCode(code: number, path: string, body: unknown, token?: string): Promise<Json> {
  const answer = await provider(path, body, token);
  if (answer?.code !== code) throw new Error(`${path} answered ${JSON.stringify(answer)}, expected code ${code}`);
  return answer;
}

/** Open parlay selections of soccer matches kicking off tomorrow or later, one per match (their odds stay put). */
async function earlyPicks(): Promise<Pick[]> {
  const page = await provider('/v1/match/getList', { size: 50, current: 1, type: 4, sportId: 1, orderBy: 1 });
  return ((page.data?.records ?? []) as Json[]).flatMap((match: Json) => {
    const market = (match.mg as Json[]).flatMap((g: Json) => g.mks as Json[]).find((m: Json) => m.ss === 1 && m.au === 1);
    const option = (market?.op as Json[] | undefined)?.find((o: Json) => o.od > 1);
    return market && option ? [{ matchId: match.id, marketId: market.id, optionType: option.ty, odds: option.od }] : [];
  });
}

const option = (pick: Pick, odds = pick.odds, oddsFormat = 1) => ({ marketId: pick.marketId, optionType: pick.optionType, odds, oddsFormat });
const single = (pick: Pick, unitStake: number, oddsChange = 1, odds = pick.odds) => ({
  singleBetList: [{ unitStake, oddsChange, betOptionList: [option(pick, odds)] }],
});

async function placing(picks: Pick[]): Promise<string | undefined> {
  const legs = picks.slice(0, 3);
  const quoteList = legs.map((p) => ({ marketId: p.marketId, matchId: p.matchId, type: p.optionType, oddsType: 2 }));
  await expectCode(0, '/v1/order/batchBetMatchMarketOfJumpLine', { betMatchMarketList: quoteList, isSelectSeries: true });
  const eleven = Array.from({ length: 11 }, (_, i) => ({ marketId: 1 + i, matchId: 1 + i, type: 1 }));
  await expectCode(14090, '/v1/order/batchBetMatchMarketOfJumpLine', { betMatchMarketList: eleven, isSelectSeries: true });

  const [first] = legs;
  if (!first) return undefined;
  const placed = await expectCode(0, '/v1/order/bet/singlePass', single(first, 20));
  await expectCode(3001, '/v1/order/bet/singlePass', single(first, 2000));
  await expectCode(3005, '/v1/order/bet/singlePass', single(first, 5));
  await expectCode(3003, '/v1/order/bet/singlePass', single(first, 20, 0, Math.round((first.odds + 0.25) * 100) / 100));
  await expectCode(3002, '/v1/order/bet/singlePass', single({ ...first, marketId: 1 }, 20));
  await expectCode(14009, '/v1/order/bet/singlePass', single(first, 20), '');

  await expectCode(0, '/v1/order/betMultiple', {
    betOptionList: legs.map((leg) => option(leg)),
    betMultipleData: [
      { seriesValue: 2, unitStake: 10, oddsChange: 1, thirdRemark: '2x3' },
      { seriesValue: 0, unitStake: 10, oddsChange: 1, thirdRemark: '4x4' },
    ],
  });
  await expectCode(3009, '/v1/order/betMultiple', {
    betOptionList: Array.from({ length: 11 }, () => option(first)),
    betMultipleData: [{ seriesValue: 11, unitStake: 10, oddsChange: 1 }],
  });
  await expectCode(3011, '/v1/order/betMultiple', { betOptionList: [option(first), option(first)], betMultipleData: [{ seriesValue: 2, unitStake: 10, oddsChange: 1 }] });

  const id = placed.data?.[0]?.id as string | undefined;
  if (id) await expectCode(0, '/v1/order/getStakeOrderStatus', { orderIds: [id] });
  return id;
}

async function records(): Promise<Json[]> {
  const now = Date.now();
  const open = await expectCode(0, '/v1/order/new/bet/list', { isSettled: false, current: 1, size: 20 });
  await expectCode(0, '/v1/order/new/bet/list', { isSettled: true, startTime: now - 14 * DAY, endTime: now, timeType: 2, current: 1, size: 20 });
  await expectCode(14051, '/v1/order/new/bet/list', { isSettled: true, startTime: now - 40 * DAY, endTime: now, current: 1, size: 20 });
  await expectCode(5, '/v1/order/new/bet/list', { isSettled: true, current: 1, size: 20 });
  return (open.data?.records ?? []) as Json[];
}

async function cashOut(open: Json[], justPlaced: string | undefined): Promise<void> {
  const bet = open.find((record: Json) => record.st === 4 && record.sert === 0 && record.ops.every((leg: Json) => !leg.ip));
  if (justPlaced) {
    await expectCode(6042, '/v1/order/cashOut/bet', { orderId: justPlaced, cashOutStake: 20, unitCashOutPayoutStake: 0.9, acceptOddsChange: true, parlay: false });
  }
  if (!bet) return;
  const priced = await expectCode(0, '/v1/order/cashOut/price', { orderIds: [bet.id] });
  const amount = (priced.data?.pr?.[0]?.amt as number | undefined) ?? 0;
  const unit = Math.round((amount / bet.sat) * 10_000) / 10_000;
  const cashOut = (cashOutStake: number, unitCashOutPayoutStake: number, acceptOddsChange = false, parlay = false) => ({
    orderId: bet.id,
    cashOutStake,
    unitCashOutPayoutStake,
    acceptOddsChange,
    parlay,
  });
  await expectCode(6047, '/v1/order/cashOut/bet', cashOut(5, unit));
  await expectCode(6049, '/v1/order/cashOut/bet', cashOut(40, unit * 2));
  await expectCode(5, '/v1/order/cashOut/bet', cashOut(40, unit, false, true));
  const done = await expectCode(0, '/v1/order/cashOut/bet', cashOut(40, unit));
  await expectCode(6041, '/v1/order/cashOut/bet', cashOut(20, unit, true));
  await expectCode(0, '/v1/order/getCashOutsByIds', { ids: [done.data.id] });
  await expectCode(0, '/v1/order/cashOut/price', { orderIds: [bet.id] });
}

async function reserves(picks: Pick[]): Promise<void> {
  const [pick] = picks;
  if (!pick) return;
  const target = Math.round((pick.odds + 0.3) * 100) / 100;
  const reserve = (odds = target, oddsFormat = 1) => ({ unitStake: 20, betOptionList: [option(pick, odds, oddsFormat)], pay: 2 });
  await expectCode(14088, '/v1/order/reserve/bet', reserve(target, 2));
  await expectCode(14086, '/v1/order/reserve/bet', reserve(pick.odds));
  await expectCode(6060, '/v1/order/reserve/bet', reserve(Math.round(pick.odds * 300) / 100));
  const ids: string[] = [];
  for (let i = 0; i < 10; i += 1) ids.push((await expectCode(0, '/v1/order/reserve/bet', reserve())).data.id as string);
  await expectCode(14085, '/v1/order/reserve/bet', reserve());
  await expectCode(0, '/v1/order/reserve/betList', { isFailed: false });
  const [first, second] = ids as [string, string];
  await expectCode(0, '/v1/order/reserve/cancel', { reserveId: first });
  await expectCode(0, '/v1/order/reserve/cancel', { reserveId: second });
  await expectCode(6052, '/v1/order/reserve/cancel', { reserveId: first });
  await expectCode(6054, '/v1/order/reserve/cancel', { reserveId: '1' });
  const now = Date.now();
  const merchantTime = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  await expectCode(0, '/v1/order/reserve/betList', { isFailed: true, startTime: merchantTime(now - DAY), endTime: merchantTime(now + 60_000) });
}

/** The main API's view of the member's bets, when the mock declares it. */
async function myBets(): Promise<void> {
  const declared = new Set(declaredRoutes().map((route) => `${route.method} ${route.path}`));
  const token = SEED_TOKENS.lotus888;
  const range = { startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59' };
  if (declared.has('POST /api/game/bet/order/mybet/sum')) {
    await call('POST', '/api/game/bet/order/mybet/sum', { token, body: range });
    await call('POST', '/api/game/bet/order/mybet/sum', { token, body: { startTime: '2026-09-01 00:00:00', endTime: '2026-11-30 23:59:59' } });
  }
  if (declared.has('POST /api/game/bet/order/mybet/detail')) {
    await call('POST', '/api/game/bet/order/mybet/detail', { token, body: { ...range, current: 1, size: 5 } });
  }
  if (declared.has('GET /api/game/syncData/getMatchIdList')) {
    await call('GET', '/api/game/syncData/getMatchIdList?lobbyCode=c_sports&userId=10001', { token });
  }
}

export async function betPlacingFlow(): Promise<void> {
  const picks = await earlyPicks();
  const justPlaced = await placing(picks);
  const open = await records();
  await cashOut(open, justPlaced);
  await reserves(picks);
  await myBets();
  // No cash-out offered: the price quotes 0 and a cash-out is refused with a 17xxx code.
  useScenario('cashout-unavailable');
  const bet = open.find((record: Json) => record.st === 4);
  if (bet) {
    await expectCode(0, '/v1/order/cashOut/price', { orderIds: [bet.id] });
    await expectCode(17015, '/v1/order/cashOut/bet', { orderId: bet.id, cashOutStake: 10, unitCashOutPayoutStake: 0.9, acceptOddsChange: true, parlay: bet.sert === 1 });
  }
}
