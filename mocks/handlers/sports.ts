// Sports-provider reading calls: the match list and the match counts, both derived from the match collection.
import type {
  LeagueCount,
  MatchListResponse,
  PlayType,
  PlayTypeCount,
  StatisticalResponse,
} from '@/shared/api/generated/sports/model';
import { MatchListQuery, StatisticalRequest } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import { jsonBody } from './main-envelope';
import { route } from './routes';
import { providerCaller, sportsFail, sportsOk, SportsCode } from './sports-envelope';
import { bucketOf, filterMatches, sortMatches, withMarkets, type Bucket } from './sports-query';

const COUNTED: Array<{ ty: PlayType; des: string; bucket: Bucket }> = [
  { ty: 1, des: 'Live', bucket: 'live' },
  { ty: 3, des: 'Today', bucket: 'today' },
  { ty: 4, des: 'Early', bucket: 'early' },
  { ty: 7, des: 'Outright', bucket: 'outright' },
];

const badParameter = (issues: Array<{ path: PropertyKey[]; message: string }>) =>
  sportsFail(
    SportsCode.badParameter,
    `Parameter error: ${issues.map((i) => `${i.path.map(String).join('.') || 'body'} ${i.message}`).join('; ')}`,
  );

/** Counts per play type and sport, hot leagues and their match counts. */
export function statistical(now: number) {
  const matches = db.matches.all();
  const sl: PlayTypeCount[] = COUNTED.map(({ ty, des, bucket }) => {
    const inBucket = matches.filter((m) => bucketOf(m, now) === bucket);
    const sports = [...new Set(inBucket.map((m) => m.sid))].sort((a, b) => a - b);
    return { ty, des, tc: inBucket.length, ssl: sports.map((sid) => ({ sid, c: inBucket.filter((m) => m.sid === sid).length })) };
  });
  const hot = db.leagues.findMany((q) => q.where({ hot: true }), { orderBy: { or: 'asc' } });
  const hls: LeagueCount[] = hot.map((lg) => ({
    id: lg.id,
    na: lg.na,
    sid: lg.sid,
    lurl: lg.lurl ?? '',
    mt: matches.filter((m) => m.lg.id === lg.id && bucketOf(m, now) !== 'closed').length,
  }));
  return {
    tc: matches.filter((m) => bucketOf(m, now) !== 'closed').length,
    sl,
    ht: hls.reduce((n, l) => n + (l.mt ?? 0), 0),
    hls,
  };
}

export const sportsHandlers = [
  route<never, never, MatchListResponse>(
    { api: 'sports', method: 'POST', path: '/v1/match/getList', auth: false },
    async ({ request }) => {
      const caller = providerCaller(request);
      if (!caller.ok) return caller.response;
      const parsed = MatchListQuery.safeParse((await jsonBody(request)) ?? {});
      if (!parsed.success) return badParameter(parsed.error.issues);
      const query = parsed.data;
      const now = Date.now();
      const found = sortMatches(filterMatches(db.matches.all(), query, now), query.orderBy);
      const start = (query.current - 1) * query.size;
      return sportsOk({
        current: query.current,
        size: query.size,
        total: found.length,
        pageTotal: Math.ceil(found.length / query.size),
        records: found.slice(start, start + query.size).map((m) => withMarkets(m, query.marketTypes)),
      });
    },
  ),

  route<never, never, StatisticalResponse>(
    { api: 'sports', method: 'POST', path: '/v1/match/statistical', auth: false },
    async ({ request }) => {
      const caller = providerCaller(request);
      if (!caller.ok) return caller.response;
      const parsed = StatisticalRequest.safeParse((await jsonBody(request)) ?? {});
      if (!parsed.success) return badParameter(parsed.error.issues);
      return sportsOk(statistical(Date.now()));
    },
  ),
];
