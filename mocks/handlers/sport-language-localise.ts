// Answers in the request's data language: match records are stored with English names; leagues and teams keep their
// names in every language, and market and selection names are rebuilt with the seed's own naming functions.
import type { BetRecord, League, Market, MarketGroup, MatchRecord, Option, Team } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import { marketGroupName, marketKind, selectionNames } from '../seed/sports-labels';
import { rejectReasonIn, type Names, type SportLanguage } from '../seed/sports-texts';

type LocalNames = Names;

/** Names of every league (and its region) and team, read once per request. */
export interface NameBook {
  language: SportLanguage;
  league(id: number): { name: LocalNames; region: LocalNames } | undefined;
  team(id: number): LocalNames | undefined;
}

export function nameBook(language: SportLanguage): NameBook {
  const leagues = new Map(db.leagues.all().map((l) => [l.id, { name: l.names, region: l.regionNames }]));
  const teams = new Map(db.teams.all().map((t) => [t.id, t.names]));
  return { language, league: (id) => leagues.get(id), team: (id) => teams.get(id) };
}

export function localiseLeague<L extends League>(league: L, book: NameBook): L {
  const names = book.league(league.id);
  if (!names || book.language === 'ENG') return league;
  return { ...league, na: names.name[book.language], ...(league.rnm === undefined ? {} : { rnm: names.region[book.language] }) };
}

export function localiseTeams(teams: Team[], book: NameBook): Team[] {
  if (book.language === 'ENG') return teams;
  return teams.map((team) => ({ ...team, na: book.team(team.id)?.[book.language] ?? team.na }));
}

/** A selection's names in the book's language; `sides` are the match's team names in it. */
function localiseOption(option: Option, group: MarketGroup, market: Market, sides: [string, string], book: NameBook): Option {
  if (book.language === 'ENG') return option;
  if (marketKind(group.mty) === 'outright') {
    const name = option.tid === undefined ? undefined : book.team(option.tid)?.[book.language];
    return name === undefined ? option : { ...option, na: name, nm: name };
  }
  const named = selectionNames(book.language, group.mty, option.ty, market.li, sides);
  return { ...option, na: named.na, ...(option.nm === undefined ? {} : { nm: named.nm ?? option.nm }) };
}

const sidesOf = (teams: Team[]): [string, string] => [teams[0]?.na ?? '', teams[1]?.na ?? ''];

/** One selection of a match (a bet-slip quote names it) in the book's language. */
export function localiseSelection(selection: { match: MatchRecord; group: MarketGroup; market: Market; option: Option }, book: NameBook): Option {
  const { match, group, market, option } = selection;
  return localiseOption(option, group, market, sidesOf(localiseTeams(match.ts, book)), book);
}

/** The record in the book's language (the same object for ENG, in which it is stored). */
export function localiseMatch(match: MatchRecord, book: NameBook): MatchRecord {
  if (book.language === 'ENG') return match;
  const language = book.language;
  const lg = localiseLeague(match.lg, book);
  const ts = localiseTeams(match.ts, book);
  const sides = sidesOf(ts);
  const nm = match.ty === 1 ? (match.ye ? `${lg.na} ${match.ye}` : match.nm) : `${sides[0]} vs. ${sides[1]}`;
  const mg = match.mg.map((group) => ({
    ...group,
    nm: marketGroupName(language, group.mty, group.pe),
    mks: group.mks.map((market) => ({ ...market, op: market.op.map((option) => localiseOption(option, group, market, sides, book)) })),
  }));
  return { ...match, lg, ts, ...(nm === undefined ? {} : { nm }), mg };
}

/**
 * A bet in the book's language: each leg's league, teams, match, market and selection names, as the match list names
 * them (legs are stored in English, like the matches they were taken on). Outright legs keep their stored names.
 */
export function localiseBet(bet: BetRecord, book: NameBook): BetRecord {
  if (book.language === 'ENG') return bet;
  const language = book.language;
  const ops = bet.ops.map((leg) => {
    const te = leg.te?.map((team) => ({ ...team, na: (team.id === undefined ? undefined : book.team(team.id)?.[language]) ?? team.na }));
    const league = leg.lid === undefined ? undefined : book.league(Number(leg.lid))?.name[language];
    const { mty } = leg;
    if (mty === undefined || marketKind(mty) === 'outright' || !te || te.length < 2) return league === undefined ? leg : { ...leg, ln: league };
    const sides: [string, string] = [te[0]?.na ?? '', te[1]?.na ?? ''];
    const named = selectionNames(language, mty, leg.ty, leg.li, sides);
    return {
      ...leg,
      ...(league === undefined ? {} : { ln: league }),
      te,
      mn: `${sides[0]} vs. ${sides[1]}`,
      mgn: marketGroupName(language, mty, leg.pe),
      on: named.nm ?? named.na,
      onm: named.na,
    };
  });
  return { ...bet, ops, ...(bet.rjs === undefined ? {} : { rjs: rejectReasonIn(bet.rjs, language) }) };
}
