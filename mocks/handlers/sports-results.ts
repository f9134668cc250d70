// Sports-provider result calls: the paged list of finished matches (by sport or leagues and a kick-off range) and one
// finished match's scores per period with the outcome of its main markets, settled from its closing lines.
import type {
  MarketGroup,
  MatchRecord,
  ResultInfoResponse,
  ResultLeague,
  ResultPageResponse,
  ResultRecord,
  SettledMarket,
} from '@/shared/api/generated/sports/model';
import { ResultInfoRequest, ResultPageRequest } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import { isWholeMatch, marketGroupName, marketKind, selectionNames } from '../seed/sports-labels';
import { wholeMatchPeriod } from '../seed/sports-play';
import { sportLanguage } from '../seed/sports-texts';
import { route } from './routes';
import { badParameter } from './sports';
import { SPORTS_TEXTS, sportsFail, sportsOk, sportsPage } from './sports-envelope';
import { asProvider, sportsPost } from './sports-route';
import { NO_DATA } from './sports-matches';
import { OrderCode, orderFail } from './bet-placing-codes';
import { localiseLeague, localiseTeams, nameBook, type NameBook } from './sport-language-localise';

const DAY = 24 * 3_600_000;
/** Longest kick-off range one result query may span (code 14051 beyond). */
export const RESULT_SPAN_DAYS = 31;

function resultRecord(match: MatchRecord, book: NameBook): ResultRecord {
  return {
    id: match.id,
    bt: match.bt,
    ms: match.ms,
    ...(match.fid === undefined ? {} : { fid: match.fid }),
    ...(match.fmt === undefined ? {} : { fmt: match.fmt }),
    ...(match.ne === undefined ? {} : { ne: match.ne }),
    sid: match.sid,
    lg: localiseLeague(match.lg, book),
    ts: localiseTeams(match.ts, book),
    nsg: match.nsg,
  };
}

type Pair = [number, number];
const SET_SPORTS: ReadonlySet<number> = new Set([5, 13, 15, 47, 51]);
/** Markets of set sports that settle on sets won rather than games or points. */
const SETTLED_ON_SETS: ReadonlySet<number> = new Set([5001, 5004, 13001, 15001, 47001, 51001]);

const scoreAt = (match: MatchRecord, pe: number, tyg: number): Pair | undefined => {
  const sc = match.nsg.find((g) => g.pe === pe && g.tyg === tyg)?.sc;
  return sc ? [sc[0] ?? 0, sc[1] ?? 0] : undefined;
};

/** The final score a market group settles on. */
export function settlingScore(match: MatchRecord, group: MarketGroup): Pair | undefined {
  const sid = match.sid;
  const whole = wholeMatchPeriod(sid);
  // A soccer match ended by the live simulator may still carry its running score (period 1000) only.
  const running = (tyg: number): Pair | undefined => (sid === 1 && isWholeMatch(group.pe) ? scoreAt(match, 1000, tyg) : undefined);
  if (sid === 1 && (group.mty === 1010 || group.mty === 1011)) return scoreAt(match, group.pe ?? 1001, 6) ?? running(6);
  if (sid === 16) return scoreAt(match, whole, 12);
  if (SET_SPORTS.has(sid)) {
    if (SETTLED_ON_SETS.has(group.mty)) return scoreAt(match, whole, 5556);
    // Games (tennis) or points of every set.
    const parts = match.nsg.filter((g) => g.pe !== whole && (g.tyg === 5 || g.tyg === 5559));
    return parts.reduce<Pair>((acc, g) => [acc[0] + (g.sc[0] ?? 0), acc[1] + (g.sc[1] ?? 0)], [0, 0]);
  }
  return scoreAt(match, group.pe ?? whole, 5) ?? running(5);
}

/** +1 when `value` (already including the line) wins for the side it is measured for, -1 when it loses, 0 push. */
function lineResult(value: number): number {
  const quarters = Math.round(value * 4);
  // A quarter line is two half stakes on the neighbouring lines; the side is settled by their total.
  if (quarters % 2 !== 0) return Math.sign(Math.sign(value - 0.25) + Math.sign(value + 0.25));
  return Math.sign(value);
}

/** Types of the winning selections of one line, from the final score. */
function winningTypes(mty: number, li: string | undefined, [home, away]: Pair, types: number[]): number[] {
  const line = Number(li ?? 0);
  const result = Math.sign(home - away);
  switch (marketKind(mty)) {
    case 'handicap': {
      const r = lineResult(home - away + line);
      return r > 0 ? [1] : r < 0 ? [2] : [];
    }
    case 'total': {
      const r = lineResult(home + away - line);
      return r > 0 ? [4] : r < 0 ? [5] : [];
    }
    case 'yesNo':
      return [home > 0 && away > 0 ? 8 : 9];
    case 'oddEven':
      return [(home + away) % 2 === 1 ? 7 : 6];
    case 'doubleChance':
      return result > 0 ? [35, 36] : result < 0 ? [36, 37] : [35, 37];
    case 'correctScore':
      return types.filter((ty) => ty === 100 + 10 * home + away);
    default:
      return result > 0 ? [1] : result < 0 ? [2] : types.includes(3) ? [3] : [];
  }
}

/** The outcome of the main line of every market group of a finished match. */
export function settledMarkets(match: MatchRecord, book: NameBook): SettledMarket[] {
  const teams = localiseTeams(match.ts, book);
  const sides: [string, string] = [teams[0]?.na ?? '', teams[1]?.na ?? ''];
  return match.mg.flatMap((group) => {
    const market = group.mks.find((k) => (k.mbl ?? 1) === 1) ?? group.mks[0];
    const score = settlingScore(match, group);
    if (!market || !score || marketKind(group.mty) === 'outright') return [];
    const types = market.op.map((o) => o.ty);
    const wn = winningTypes(group.mty, market.li, score, types).map((ty) => selectionNames(book.language, group.mty, ty, market.li, sides).na);
    return [
      {
        mty: group.mty,
        pe: group.pe ?? wholeMatchPeriod(match.sid),
        nm: marketGroupName(book.language, group.mty, group.pe),
        ...(market.li === undefined ? {} : { li: market.li }),
        wn,
      },
    ];
  });
}

const finished = (): MatchRecord[] => db.matches.all().filter((m) => m.ms === 0 && m.ty === 2);

export const sportsResultHandlers = [
  route<never, never, ResultPageResponse>(
    sportsPost('/v1/match/matchResultPage'),
    asProvider(ResultPageRequest, ({ body: query }) => {
      const leagueIds = query.leagueIds ?? [];
      if (query.sportId === undefined && leagueIds.length === 0) {
        return badParameter([{ path: ['sportId'], message: 'or leagueIds is required' }]);
      }
      const begin = query.beginTime ?? 0;
      const end = query.endTime ?? Number.MAX_SAFE_INTEGER;
      if (begin > end) return badParameter([{ path: ['beginTime'], message: 'must not be after endTime' }]);
      if (query.beginTime !== undefined && query.endTime !== undefined && end - begin > RESULT_SPAN_DAYS * DAY) {
        return orderFail(OrderCode.spanTooLong);
      }
      const book = nameBook(sportLanguage(query.languageType));
      // The league filter chips list every league of the sport (or the asked leagues) with results in the range.
      const inRange = finished().filter(
        (m) => m.bt >= begin && m.bt <= end && (query.sportId === undefined ? leagueIds.includes(m.lg.id) : m.sid === query.sportId),
      );
      const lgs: ResultLeague[] = [...new Map(inRange.map((m) => [m.lg.id, m.lg])).values()]
        .sort((a, b) => (a.or ?? 9999) - (b.or ?? 9999) || a.id - b.id)
        .map((lg) => ({ id: lg.id, nm: localiseLeague(lg, book).na, lg: lg.lurl ?? '' }));
      const picked = leagueIds.length === 0 ? inRange : inRange.filter((m) => leagueIds.includes(m.lg.id));
      const newestFirst = (a: MatchRecord, b: MatchRecord): number => b.bt - a.bt || a.id - b.id;
      const sorted = [...picked].sort(
        query.orderBy === 1 ? (a, b) => (a.lg.or ?? 9999) - (b.lg.or ?? 9999) || a.lg.id - b.lg.id || newestFirst(a, b) : newestFirst,
      );
      // The leagues go before the records, as the provider writes them.
      const { records, ...page } = sportsPage(sorted, query, (m) => resultRecord(m, book));
      return sportsOk({ ...page, lgs, records });
    }),
  ),

  route<never, never, ResultInfoResponse>(
    sportsPost('/v1/match/matchResultInfo'),
    asProvider(ResultInfoRequest, ({ body }) => {
      const match = db.matches.findFirst((q) => q.where({ id: body.matchId, ms: 0 }));
      if (!match) return sportsFail(NO_DATA, SPORTS_TEXTS.noData);
      const book = nameBook(sportLanguage(body.languageType));
      return sportsOk({ ...resultRecord(match, book), srs: settledMarkets(match, book) });
    }),
  ),
];
