// A player's way through the sports provider, used by the conformance test to make every sports operation the
// mock handles answer: counts and lists as a guest, then as a member a quote, bets, their status, the history,
// cash-out, reserve bets, results, bulletins and the merchant settings. Each step runs only when the mock
// declares its operation, so the flow grows with the handlers; a handler without a step here leaves its
// operation unanswered and fails the conformance test.
import { declaredRoutes } from '@mocks/handlers/routes';
import { call, login, sportsToken, type Json } from '@mocks/testing/client';

const DAY = 24 * 3_600_000;
const STAKE = 20;

interface Pick {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

interface SportsFlowState {
  /** The member's provider token. */
  provider: string;
  matches: Json[];
  picks: Pick[];
  orderIds: string[];
  cashOutIds: string[];
  reserveIds: string[];
  resultMatchIds: number[];
}

interface Step {
  path: string;
  run: (state: SportsFlowState) => Promise<void>;
}

const isOk = (answer: Json): boolean => answer?.code === 0;

/** Open selections of regular matches whose market may go into a parlay, at most one per match. */
function picksOf(matches: Json[]): Pick[] {
  const picks: Pick[] = [];
  for (const match of matches) {
    if (match.ty !== 2) continue;
    const found = (match.mg as Json[])
      .flatMap((group: Json) => group.mks as Json[])
      .flatMap((market: Json) => (market.ss === 1 && market.au === 1 ? (market.op as Json[]).map((op: Json) => ({ market, op })) : []))
      .find(({ op }: Json) => op.od > 1);
    if (found) picks.push({ matchId: match.id, marketId: found.market.id, optionType: found.op.ty, odds: found.op.od });
  }
  return picks;
}

const betOption = (pick: Pick, odds = pick.odds) => ({ marketId: pick.marketId, optionType: pick.optionType, odds, oddsFormat: 1 });

const STEPS: Step[] = [
  {
    path: '/v1/match/statistical',
    run: async ({ provider }) => {
      await call('POST', '/v1/match/statistical', { body: { sportTypes: [1], allLeague: true } });
      await call('POST', '/v1/match/statistical', { token: provider, body: { leagueId: 20481, typeForLeagueStat: 1 } });
    },
  },
  {
    path: '/v1/match/getList',
    run: async (state) => {
      for (const [type, sportId] of [[1, 1], [3, 1], [4, 1], [1, 3], [7, 1], [7, 3], [2, 1]] as const) {
        const answer = await call('POST', '/v1/match/getList', { token: state.provider, body: { size: 50, current: 1, type, sportId, orderBy: 1 } });
        if (isOk(answer)) state.matches.push(...((answer.data?.records ?? []) as Json[]));
      }
      await call('POST', '/v1/match/getList', { body: { size: 5, current: 2, type: 0, orderBy: 0, marketTypes: [1000, 1005] } });
      state.picks = picksOf(state.matches);
    },
  },
  {
    path: '/v1/match/getOnSaleLeagues',
    run: async ({ provider }) => {
      await call('POST', '/v1/match/getOnSaleLeagues', { token: provider, body: { type: 1, sportId: 1 } });
      await call('POST', '/v1/match/getOnSaleLeagues', { body: { type: 4, sportIds: [1, 3, 5] } });
      await call('POST', '/v1/match/getOnSaleLeagues', { body: {} });
    },
  },
  {
    path: '/v1/match/getMatchDetail',
    run: async ({ provider, matches }) => {
      const regular = matches.find((m) => m.ty === 2);
      const outright = matches.find((m) => m.ty === 1);
      for (const match of [regular, outright]) {
        if (match) await call('POST', '/v1/match/getMatchDetail', { token: provider, body: { matchId: match.id, oddsType: 1 } });
      }
      await call('POST', '/v1/match/getMatchDetail', { body: { matchId: 1 } });
    },
  },
  {
    path: '/v1/match/queryMatchByRecommend',
    run: async ({ matches }) => {
      const team = matches.find((m) => m.ty === 2)?.ts?.[0]?.na as string | undefined;
      await call('POST', '/v1/match/queryMatchByRecommend', { body: { recommend: team ?? 'FC' } });
      await call('POST', '/v1/match/queryMatchByRecommend', { body: { recommend: 'no team is called this' } });
    },
  },
  {
    path: '/v1/match/matchResultPage',
    run: async (state) => {
      const now = Date.now();
      const answer = await call('POST', '/v1/match/matchResultPage', {
        body: { sportId: 1, beginTime: now - 7 * DAY, endTime: now, orderBy: 1, current: 1, size: 20 },
      });
      if (isOk(answer)) state.resultMatchIds = ((answer.data?.records ?? []) as Json[]).map((r) => r.id as number);
      await call('POST', '/v1/match/matchResultPage', { body: { leagueIds: [20481], current: 1, size: 20 } });
    },
  },
  {
    path: '/v1/match/matchResultInfo',
    run: async ({ resultMatchIds, matches }) => {
      const matchId = resultMatchIds[0] ?? matches[0]?.id ?? 1;
      await call('POST', '/v1/match/matchResultInfo', { body: { matchId } });
      await call('POST', '/v1/match/matchResultInfo', { body: { matchId: 1 } });
    },
  },
  {
    path: '/v1/merchant/detail',
    run: async ({ provider }) => {
      await call('POST', '/v1/merchant/detail', { token: provider, body: {} });
    },
  },
  {
    path: '/v1/bulletin/listTop',
    run: async () => {
      await call('POST', '/v1/bulletin/listTop', { body: { size: 5 } });
    },
  },
  {
    path: '/v1/bulletin/listPage',
    run: async () => {
      await call('POST', '/v1/bulletin/listPage', { body: { current: 1, size: 20 } });
      await call('POST', '/v1/bulletin/listPage', { body: { current: 1, size: 20, type: 2 } });
    },
  },
  {
    path: '/v1/order/batchBetMatchMarketOfJumpLine',
    run: async ({ provider, picks }) => {
      const list = picks.slice(0, 3).map((p) => ({ marketId: p.marketId, matchId: p.matchId, type: p.optionType, oddsType: 1 }));
      await call('POST', '/v1/order/batchBetMatchMarketOfJumpLine', { token: provider, body: { betMatchMarketList: list, isSelectSeries: true } });
      await call('POST', '/v1/order/batchBetMatchMarketOfJumpLine', { token: provider, body: { betMatchMarketList: list.slice(0, 1), isSelectSeries: false } });
      const closed = [{ marketId: 1, matchId: 1, type: 1 }];
      await call('POST', '/v1/order/batchBetMatchMarketOfJumpLine', { token: provider, body: { betMatchMarketList: closed, isSelectSeries: false } });
    },
  },
  {
    path: '/v1/order/bet/singlePass',
    run: async (state) => {
      const [pick] = state.picks;
      if (pick) {
        const answer = await call('POST', '/v1/order/bet/singlePass', {
          token: state.provider,
          body: { singleBetList: [{ unitStake: STAKE, oddsChange: 2, betOptionList: [betOption(pick)], thirdRemark: 'single' }], deviceId: 'H5-conformance' },
        });
        if (isOk(answer)) state.orderIds.push(...((answer.data ?? []) as Json[]).map((order) => order.id as string));
      }
      await call('POST', '/v1/order/bet/singlePass', { token: state.provider, body: { singleBetList: [] } });
    },
  },
  {
    path: '/v1/order/betMultiple',
    run: async (state) => {
      const legs = state.picks.slice(0, 2);
      if (legs.length < 2) return;
      const answer = await call('POST', '/v1/order/betMultiple', {
        token: state.provider,
        body: { betOptionList: legs.map((leg) => betOption(leg)), betMultipleData: [{ seriesValue: 2, unitStake: STAKE, oddsChange: 2, thirdRemark: '2x1' }] },
      });
      if (isOk(answer)) state.orderIds.push(...((answer.data ?? []) as Json[]).map((order) => order.id as string));
    },
  },
  {
    path: '/v1/order/getStakeOrderStatus',
    run: async ({ provider, orderIds }) => {
      await call('POST', '/v1/order/getStakeOrderStatus', { token: provider, body: { orderIds: orderIds.length > 0 ? orderIds : ['0'] } });
    },
  },
  {
    path: '/v1/order/new/bet/list',
    run: async (state) => {
      const now = Date.now();
      const open = await call('POST', '/v1/order/new/bet/list', { token: state.provider, body: { isSettled: false, current: 1, size: 50 } });
      const settled = await call('POST', '/v1/order/new/bet/list', {
        token: state.provider,
        body: { isSettled: true, startTime: now - 7 * DAY, endTime: now, timeType: 1, current: 1, size: 50 },
      });
      for (const answer of [open, settled]) {
        if (!isOk(answer)) continue;
        for (const record of (answer.data?.records ?? []) as Json[]) {
          if (!state.orderIds.includes(record.id)) state.orderIds.push(record.id as string);
        }
      }
    },
  },
  {
    path: '/v1/order/cashOut/price',
    run: async ({ provider, orderIds }) => {
      await call('POST', '/v1/order/cashOut/price', { token: provider, body: { orderIds: orderIds.length > 0 ? orderIds.slice(0, 20) : ['0'] } });
    },
  },
  {
    path: '/v1/order/cashOut/bet',
    run: async (state) => {
      const priced = await call('POST', '/v1/order/cashOut/price', { token: state.provider, body: { orderIds: state.orderIds.length > 0 ? state.orderIds.slice(0, 20) : ['0'] } });
      const quote = ((priced.data?.pr ?? []) as Json[]).find((q) => q.st === 4 && q.amt > 0);
      const history = await call('POST', '/v1/order/new/bet/list', { token: state.provider, body: { isSettled: false, current: 1, size: 50 } });
      const order = ((history.data?.records ?? []) as Json[]).find((r) => r.id === quote?.oid);
      if (quote && order) {
        const remaining = (order.sat as number) - ((order.cots as number | undefined) ?? 0);
        const answer = await call('POST', '/v1/order/cashOut/bet', {
          token: state.provider,
          body: { orderId: order.id, cashOutStake: remaining, unitCashOutPayoutStake: quote.amt / remaining, acceptOddsChange: true, parlay: order.sert === 1 },
        });
        if (isOk(answer)) state.cashOutIds.push(answer.data.id as string);
      }
      await call('POST', '/v1/order/cashOut/bet', {
        token: state.provider,
        body: { orderId: '0', cashOutStake: 10, unitCashOutPayoutStake: 0.9, acceptOddsChange: false, parlay: false },
      });
    },
  },
  {
    path: '/v1/order/getCashOutsByIds',
    run: async ({ provider, cashOutIds }) => {
      await call('POST', '/v1/order/getCashOutsByIds', { token: provider, body: { ids: cashOutIds.length > 0 ? cashOutIds : ['0'] } });
    },
  },
  {
    path: '/v1/order/reserve/bet',
    run: async (state) => {
      const pick = state.picks[1] ?? state.picks[0];
      if (!pick) return;
      const target = Math.round((pick.odds + 0.3) * 100) / 100;
      const answer = await call('POST', '/v1/order/reserve/bet', {
        token: state.provider,
        body: { unitStake: STAKE, betOptionList: [betOption(pick, target)], pay: 2, deviceId: 'H5-conformance' },
      });
      if (isOk(answer) && answer.data?.id) state.reserveIds.push(answer.data.id as string);
    },
  },
  {
    path: '/v1/order/reserve/betList',
    run: async ({ provider }) => {
      await call('POST', '/v1/order/reserve/betList', { token: provider, body: { isFailed: false } });
      await call('POST', '/v1/order/reserve/betList', {
        token: provider,
        body: { isFailed: true, startTime: '2026-01-01 00:00:00', endTime: '2026-01-07 23:59:59' },
      });
    },
  },
  {
    path: '/v1/order/reserve/cancel',
    run: async ({ provider, reserveIds }) => {
      for (const reserveId of [...reserveIds, '0']) await call('POST', '/v1/order/reserve/cancel', { token: provider, body: { reserveId } });
    },
  },
];

/** The sports operations this flow knows how to call. */
export const SPORTS_FLOW_PATHS: readonly string[] = STEPS.map((step) => step.path);

export async function sportsFlow(): Promise<void> {
  const declared = new Set(declaredRoutes().filter((r) => r.api === 'sports').map((r) => r.path));
  const provider = await sportsToken(await login());
  const state: SportsFlowState = { provider, matches: [], picks: [], orderIds: [], cashOutIds: [], reserveIds: [], resultMatchIds: [] };
  // The sports texts come from the main API: the package in each sports-data language, and in an app language.
  for (const language of ['VIE', 'CMN', 'ENG', 'zh-cn']) {
    await call('GET', `/api/game/cSports/languagePackage?language=${language}`);
  }
  for (const step of STEPS) {
    if (declared.has(step.path)) await step.run(state);
  }
}
