// Sports-provider reading calls: the match list and the match counts, both derived from the match collection and
// answered in the request's data language.
import type {
  LeagueCount,
  MatchListResponse,
  PlayType,
  PlayTypeCount,
  StatisticalResponse,
} from '@/shared/api/generated/sports/model';
import { MatchListQuery, StatisticalRequest, type StatisticalRequestOutput } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import { PLAY_TYPE_NAMES, sportLanguage } from '../seed/sports-texts';
import { route } from './routes';
import { SPORTS_TEXTS, sportsFail, sportsOk, sportsPage, SportsCode } from './sports-envelope';
import { inEveryLanguage } from './text-language';
import { asProvider, sportsPost } from './sports-route';
import { bucketOf, filterMatches, inPlayType, inSportTypes, sortMatches, withMarkets, type Bucket } from './sports-query';
import { localiseLeague, localiseMatch, nameBook } from './sport-language-localise';

const COUNTED: Array<{ ty: PlayType; bucket: Bucket }> = [
  { ty: 1, bucket: 'live' },
  { ty: 3, bucket: 'today' },
  { ty: 4, bucket: 'early' },
  { ty: 7, bucket: 'outright' },
];

/** Code 5 with the fields that failed, for a body the generated schema refuses. */
export const badParameter = (issues: Array<{ path: PropertyKey[]; message: string }>) =>
  sportsFail(
    SportsCode.badParameter,
    inEveryLanguage((language) => `${SPORTS_TEXTS.badParameter[language]}: ${issues.map((i) => `${i.path.map(String).join('.') || 'body'} ${i.message}`).join('; ')}`),
  );

/**
 * Counts per play type and sport, and the hot leagues (every league with `allLeague`) with their match counts for
 * `typeForLeagueStat` (all open play types when absent), limited to `leagueId` when given.
 */
export function statistical(now: number, request: Partial<StatisticalRequestOutput> = {}) {
  const book = nameBook(sportLanguage(request.languageType));
  const matches = db.matches.all().filter((m) => inSportTypes(m.sid, request.sportTypes));
  const sl: PlayTypeCount[] = COUNTED.map(({ ty, bucket }) => {
    const inBucket = matches.filter((m) => bucketOf(m, now) === bucket);
    const sports = [...new Set(inBucket.map((m) => m.sid))].sort((a, b) => a - b);
    return {
      ty,
      des: PLAY_TYPE_NAMES[ty]?.[book.language] ?? '',
      tc: inBucket.length,
      ssl: sports.map((sid) => ({ sid, c: inBucket.filter((m) => m.sid === sid).length })),
    };
  });
  const counted = (m: (typeof matches)[number]): boolean =>
    request.typeForLeagueStat === undefined ? bucketOf(m, now) !== 'closed' : inPlayType(m, request.typeForLeagueStat, now);
  const leagues = db.leagues.findMany(undefined, { orderBy: { or: 'asc' } }).filter(
    (lg) => (request.allLeague === true || lg.hot === true) && (request.leagueId === undefined || lg.id === request.leagueId),
  );
  const hls: LeagueCount[] = leagues
    .map((lg) => ({
      id: lg.id,
      na: localiseLeague(lg, book).na,
      sid: lg.sid,
      lurl: lg.lurl ?? '',
      mt: matches.filter((m) => m.lg.id === lg.id && counted(m)).length,
    }))
    .filter((lg) => lg.mt > 0);
  return {
    tc: matches.filter((m) => bucketOf(m, now) !== 'closed').length,
    sl,
    ht: hls.reduce((n, l) => n + (l.mt ?? 0), 0),
    hls,
  };
}

export const sportsHandlers = [
  route<never, never, MatchListResponse>(
    sportsPost('/v1/match/getList'),
    asProvider(MatchListQuery, ({ body: query }) => {
      const book = nameBook(sportLanguage(query.languageType));
      const found = sortMatches(filterMatches(db.matches.all(), query, Date.now()), query.orderBy);
      return sportsOk(sportsPage(found, query, (m) => localiseMatch(withMarkets(m, query), book)));
    }),
  ),

  route<never, never, StatisticalResponse>(
    sportsPost('/v1/match/statistical'),
    asProvider(StatisticalRequest, ({ body }) => {
      return sportsOk(statistical(Date.now(), body));
    }),
  ),
];
