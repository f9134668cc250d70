// The main API's view of the member's game bets: mybet sum and detail (bet records and totals in a time range) and
// the match ids of the member's open sports bets. The only game the mock plays is the sports provider, so both read
// the same sports orders as the provider's bet history, in main-wallet money, after bringing them up to date
// (settled matches paid out), which keeps the balance, the provider records and these sums in agreement.
import type {
  MatchIdListResponse,
  MyBetOrder,
  MyBetOrderPageResponse,
  MyBetSum,
  MyBetSumResponse,
} from '@/shared/api/generated/main/model';
import { GetBetMatchIdListQueryParams } from '@/shared/api/generated/main/zod/operations.zod';
import { MyBetDetailRequest, MyBetSumRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { C_SPORT_GAME_ID, SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { formatServerTime, parseServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import type { SportsOrder } from '../db/sports-order-collections';
import { LOBBY_NAMES } from '../seed/game-types';
import { fail, jsonBody, ok, resultCodes, type Message } from './main-envelope';
import { localiseTypes } from './game-lobby-catalogue';
import { memberRoute } from './routes';
import { round2, walletUnit } from './bet-placing-market';
import { ordersOf, statusAt } from './bet-placing-store';
import { textLanguageOf, type TextLanguage, type Texts } from './text-language';
import { settleDueOrders } from './sports-settlement';

export const { codes: MyBetCode, messages: myBetMessages } = resultCodes({
  rangeTooLong: [1010000004, { vi: 'Chỉ tra cứu được tối đa 30 ngày', zh: '最多只能查询30天', en: 'You can look up at most 30 days' }],
});

/** Sent with the range code for a range that cannot be read or ends before it starts. */
const BAD_RANGE: Texts = { vi: 'Khoảng thời gian không hợp lệ', zh: '时间范围无效', en: 'Invalid date range' };


const DAY = 24 * 3_600_000;
export const MAX_RANGE_DAYS = 30;
const SPORTS_LOBBY = 'c_sports';

/** The bet-time range of a request, or why it cannot be used. */
function rangeOf(body: { startTime: string; endTime: string }): { from: number; to: number } | { error: Message } {
  const from = parseServerTime(body.startTime);
  const to = parseServerTime(body.endTime);
  if (from === null || to === null || to < from) return { error: BAD_RANGE };
  if (to - from > MAX_RANGE_DAYS * DAY) return { error: myBetMessages[MyBetCode.rangeTooLong] ?? '' };
  return { from, to };
}

/** 0 unsettled, 1 settled, 2 cancelled (rejected or cancelled by the provider). */
function statusOf(order: SportsOrder, now: number): MyBetOrder['status'] {
  const st = statusAt(order, now);
  if (st === 5) return 1;
  return st === 2 || st === 3 ? 2 : 0;
}

/** The sports game type's and the C-sport game's names as the game type list answers them in `language`. */
function sportsNames(language: TextLanguage): { typeName: string; gameName: string } {
  const type = localiseTypes(db.gameTypes.findMany((q) => q.where({ id: SPORT_GAME_TYPE_ID })), language)[0];
  return {
    typeName: type?.name ?? LOBBY_NAMES.get(SPORT_GAME_TYPE_ID)?.[language] ?? '',
    gameName: type?.gameList.find((game) => game.id === C_SPORT_GAME_ID)?.name ?? 'C-Sports',
  };
}

function recordOf(order: SportsOrder, now: number, gameName: string): MyBetOrder {
  const unit = walletUnit(order.memberId);
  const status = statusOf(order, now);
  const settledAt = status === 1 ? order.stm : status === 2 ? order.ct : undefined;
  return {
    orderNo: order.id,
    lobbyCode: SPORTS_LOBBY,
    gameName,
    betAmount: round2(order.sat * unit),
    validBet: status === 1 ? round2(order.sat * unit) : 0,
    winLoss: status === 1 ? round2((order.uwl ?? 0) * unit) : 0,
    status,
    betTime: formatServerTime(order.cte),
    settleTime: settledAt === undefined ? null : formatServerTime(settledAt),
  };
}

/** The member's sports bets placed in the range (newest first) as main-API records, when the filter lets sports in. */
async function recordsIn(memberId: number, from: number, to: number, gameTypeId: number | undefined, language: TextLanguage): Promise<MyBetOrder[]> {
  const now = Date.now();
  await settleDueOrders(now, memberId);
  if (gameTypeId !== undefined && gameTypeId !== SPORT_GAME_TYPE_ID) return [];
  const { gameName } = sportsNames(language);
  return ordersOf(memberId)
    .filter((order) => order.cte >= from && order.cte <= to)
    .map((order) => recordOf(order, now, gameName));
}

/** Totals of records; cancelled bets are not counted (their stake was given back). */
export function totalsOf(records: readonly MyBetOrder[]): Omit<MyBetSum, 'items'> {
  const counted = records.filter((record) => record.status !== 2);
  return {
    betCount: counted.length,
    betAmount: round2(counted.reduce((sum, r) => sum + r.betAmount, 0)),
    validBet: round2(counted.reduce((sum, r) => sum + r.validBet, 0)),
    winLoss: round2(counted.reduce((sum, r) => sum + r.winLoss, 0)),
  };
}

export const myBetHandlers = [
  memberRoute<never, never, MyBetSumResponse>({ api: 'main', method: 'POST', path: '/api/game/bet/order/mybet/sum' }, async ({ request, auth }) => {
    const parsed = MyBetSumRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return fail(MyBetCode.rangeTooLong, BAD_RANGE);
    const range = rangeOf(parsed.data);
    if ('error' in range) return fail(MyBetCode.rangeTooLong, range.error);
    const language = textLanguageOf(request);
    const records = await recordsIn(auth.member.id, range.from, range.to, parsed.data.gameTypeId, language);
    const totals = totalsOf(records);
    const items = totals.betCount > 0 ? [{ gameTypeId: SPORT_GAME_TYPE_ID, gameTypeName: sportsNames(language).typeName, ...totals }] : [];
    return ok<MyBetSum>({ ...totals, items });
  }),

  memberRoute<never, never, MyBetOrderPageResponse>({ api: 'main', method: 'POST', path: '/api/game/bet/order/mybet/detail' }, async ({ request, auth }) => {
    const parsed = MyBetDetailRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return fail(MyBetCode.rangeTooLong, BAD_RANGE);
    const range = rangeOf(parsed.data);
    if ('error' in range) return fail(MyBetCode.rangeTooLong, range.error);
    const { current = 1, size = 20 } = parsed.data;
    const records = await recordsIn(auth.member.id, range.from, range.to, parsed.data.gameTypeId, textLanguageOf(request));
    const start = (current - 1) * size;
    return ok({ records: records.slice(start, start + size), total: records.length, current, size });
  }),

  memberRoute<never, never, MatchIdListResponse>({ api: 'main', method: 'GET', path: '/api/game/syncData/getMatchIdList' }, async ({ request, auth }) => {
    const params = new URL(request.url).searchParams;
    const parsed = GetBetMatchIdListQueryParams.safeParse({ lobbyCode: params.get('lobbyCode'), userId: Number(params.get('userId')) });
    // Another member's id (or a missing one) gets no ids: the list is only ever the caller's own.
    if (!parsed.success || parsed.data.userId !== auth.member.id) return ok<number[]>([]);
    const now = Date.now();
    await settleDueOrders(now, auth.member.id);
    const open = ordersOf(auth.member.id).filter((order) => statusOf(order, now) === 0);
    const ids = open.flatMap((order) => order.ops.filter((leg) => (leg.sr ?? 0) === 0).map((leg) => Number(leg.mid)));
    return ok([...new Set(ids)].filter((id) => Number.isFinite(id)));
  }),
];
