// Sports-provider reading calls around one match or league: the on-sale league list, one match with every market,
// and the team/league search. All read the match collection and answer in the request's data language.
import type { MatchDetailResponse, MatchRecordsResponse, OnSaleLeague, OnSaleLeaguesResponse } from '@/shared/api/generated/sports/model';
import {
  MatchDetailRequest,
  OnSaleLeaguesRequest,
  RecommendSearchRequest,
} from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import { sportLanguage, type SportLanguage } from '../seed/sports-texts';
import { route } from './routes';
import { badParameter } from './sports';
import { SPORTS_TEXTS, sportsFail, sportsOk } from './sports-envelope';
import { asProvider, sportsPost } from './sports-route';
import { bucketOf, byPlayOrder, inPlayType, withMarkets } from './sports-query';
import { localiseLeague, localiseMatch, nameBook, type NameBook } from './sport-language-localise';

/** "No data" (facts 6, code 7): the provider's answer for a match id it does not know. */
export const NO_DATA = 7;
/** Most records one search answers with. */
export const SEARCH_LIMIT = 50;

/** Lower case without diacritics ("Hà Nội" -> "ha noi"), so a search finds names however they are typed. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().trim();
}

/** The names a search looks at in one language: both teams and the league. */
function searchNames(match: ReturnType<typeof db.matches.all>[number], book: NameBook, language: SportLanguage): string[] {
  const league = book.league(match.lg.id)?.name[language] ?? match.lg.na;
  const teams = match.ts.map((team) => book.team(team.id)?.[language] ?? team.na);
  return [league, ...teams, ...(match.ty === 1 ? [match.nm ?? ''] : [])];
}

/** Leagues with matches of `type` on sale for the sports asked, hot first, then by rank, with their counts. */
export function onSaleLeagues(now: number, type: number, sports: readonly number[] | undefined, book: NameBook): OnSaleLeague[] {
  const counts = new Map<number, number>();
  for (const match of db.matches.all()) {
    if (sports && sports.length > 0 && !sports.includes(match.sid)) continue;
    if (match.ss !== 1 || !inPlayType(match, type, now)) continue;
    counts.set(match.lg.id, (counts.get(match.lg.id) ?? 0) + 1);
  }
  return db.leagues
    .all()
    .filter((lg) => counts.has(lg.id))
    .sort((a, b) => Number(b.hot ?? false) - Number(a.hot ?? false) || (a.or ?? 9999) - (b.or ?? 9999) || a.id - b.id)
    .map(({ names: _names, regionNames: _regions, ...league }) => ({ ...localiseLeague(league, book), mt: counts.get(league.id) ?? 0 }));
}

export const sportsMatchHandlers = [
  route<never, never, OnSaleLeaguesResponse>(
    sportsPost('/v1/match/getOnSaleLeagues'),
    asProvider(OnSaleLeaguesRequest, ({ body }) => {
      const { type, sportId, sportIds, languageType } = body;
      const sports = sportIds && sportIds.length > 0 ? sportIds : sportId === undefined ? undefined : [sportId];
      return sportsOk(onSaleLeagues(Date.now(), type, sports, nameBook(sportLanguage(languageType))));
    }),
  ),

  route<never, never, MatchDetailResponse>(
    sportsPost('/v1/match/getMatchDetail'),
    asProvider(MatchDetailRequest, ({ body }) => {
      const match = db.matches.findFirst((q) => q.where({ id: body.matchId }));
      if (!match) return sportsFail(NO_DATA, SPORTS_TEXTS.noData);
      return sportsOk(localiseMatch(match, nameBook(sportLanguage(body.languageType))));
    }),
  ),

  route<never, never, MatchRecordsResponse>(
    sportsPost('/v1/match/queryMatchByRecommend'),
    asProvider(RecommendSearchRequest, ({ body }) => {
      const keyword = searchable(body.recommend);
      if (keyword === '') return badParameter([{ path: ['recommend'], message: 'must not be blank' }]);
      const language = sportLanguage(body.languageType);
      const book = nameBook(language);
      const now = Date.now();
      const found = db.matches
        .all()
        .filter((m) => bucketOf(m, now) !== 'closed' && searchNames(m, book, language).some((name) => searchable(name).includes(keyword)))
        .sort(byPlayOrder)
        .slice(0, SEARCH_LIMIT);
      return sportsOk(found.map((m) => localiseMatch(withMarkets(m, {}), book)));
    }),
  ),
];
