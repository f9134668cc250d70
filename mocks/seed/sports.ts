// Seeds the sports catalogue: leagues and teams of 16 sports (names in ENG, VIE and CMN, generated logos), live,
// today and early matches with their markets, outrights, and finished matches of the last 7 days with their
// results. The same random seed and reference time always give the same records.
import type { MarketGroup, MatchRecord, MatchStatus } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import type { Random } from './random';
import { LEAGUES, NATIONS, OUTRIGHTS, teamNames, type CatalogueLeague } from './sports-catalogue';
import { finalPlay, livePlay, notStarted } from './sports-live';
import type { PlayState } from './sports-play';
import { logoFor } from './sports-logos';
import { listMarketTypes, marketsFor, outrightMarket, type MarketContext } from './sports-markets';
import { isWholeMatch } from './sports-labels';
import type { Names } from './sports-texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How many days of finished matches the results pages can show. */
export const RESULT_DAYS = 7;

export type SeedProfile = 'normal' | 'busy' | 'empty';

export interface SeedSportsOptions {
  /** normal: a few hundred matches, 40-60 live; busy: at least 300 live; empty: no matches at all. */
  profile?: SeedProfile;
}

interface SportPlan {
  live: number;
  today: number;
  early: number;
  /** Finished matches per day, for the results pages. */
  results: number;
}

/** Matches per sport of the normal profile (the busy one multiplies the live ones). */
const PLAN: Readonly<Record<number, SportPlan>> = {
  1: { live: 14, today: 30, early: 36, results: 8 },
  3: { live: 6, today: 12, early: 12, results: 4 },
  5: { live: 5, today: 8, early: 8, results: 3 },
  13: { live: 3, today: 4, early: 4, results: 2 },
  47: { live: 2, today: 3, early: 3, results: 1 },
  7: { live: 2, today: 4, early: 4, results: 1 },
  177: { live: 4, today: 6, early: 2, results: 3 },
  178: { live: 3, today: 4, early: 2, results: 2 },
  15: { live: 4, today: 5, early: 3, results: 2 },
  19: { live: 0, today: 1, early: 3, results: 1 },
  16: { live: 1, today: 2, early: 2, results: 1 },
  6: { live: 1, today: 3, early: 4, results: 1 },
  4: { live: 1, today: 2, early: 3, results: 1 },
  2: { live: 2, today: 4, early: 4, results: 1 },
  51: { live: 1, today: 2, early: 2, results: 1 },
  8: { live: 1, today: 3, early: 3, results: 1 },
};
/** The busy evening: 300 live soccer matches (the default live list), the other sports' live matches doubled. */
const BUSY_SOCCER_LIVE = 300;
const BUSY_LIVE_FACTOR = 2;

/** Match formats (facts 4.12). */
const FORMAT: Readonly<Record<number, number>> = { 1: 100001, 2: 200001, 3: 300001, 5: 500001 };

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Splits `count` matches of a sport over its leagues by weight (the heaviest first gets the remainder). */
function spread(count: number, leagues: CatalogueLeague[]): number[] {
  const total = leagues.reduce((n, l) => n + l.weight, 0);
  const shares = leagues.map((l) => Math.floor((count * l.weight) / total));
  let left = count - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left -= 1) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}

interface SeededTeam {
  id: number;
  na: string;
  lurl: string;
}

interface Counter {
  match: number;
  team: number;
  market: number;
}

const tagsOf = (groups: MarketGroup[]): string[] => [...new Set(groups.flatMap((g) => g.tps ?? []))];

async function createLeague(random: Random, entry: CatalogueLeague) {
  return db.leagues.create({
    id: entry.id,
    na: entry.name.ENG,
    or: entry.or,
    lurl: logoFor(random, entry.name.ENG, 'shield'),
    sid: entry.sid,
    rid: entry.region.id,
    rnm: entry.region.name.ENG,
    rlg: logoFor(random, entry.region.name.ENG),
    hot: entry.hot,
    slid: entry.id * 10000,
    names: entry.name,
    regionNames: entry.region.name,
  });
}

async function createTeams(random: Random, counter: Counter, entry: CatalogueLeague, list: Names[]): Promise<SeededTeam[]> {
  const out: SeededTeam[] = [];
  for (const name of list) {
    counter.team += 1;
    const lurl = logoFor(random, name.ENG);
    await db.teams.create({ id: counter.team, na: name.ENG, lurl, sid: entry.sid, leagueId: entry.id, names: name });
    out.push({ id: counter.team, na: name.ENG, lurl });
  }
  return out;
}

type Slot = { kind: 'live' } | { kind: 'upcoming'; bt: number } | { kind: 'finished'; bt: number };

/** Kick-off rounded up to a quarter hour. */
const quarterHour = (t: number): number => Math.ceil(t / (15 * MINUTE)) * 15 * MINUTE;

/** The matches of one league: how many are live, today, early and finished. */
function slots(random: Random, now: number, counts: SportPlan): Slot[] {
  const out: Slot[] = [];
  for (let i = 0; i < counts.live; i += 1) out.push({ kind: 'live' });
  // Today: within the next 22 hours; early: 1 to 9 days ahead.
  for (let i = 0; i < counts.today; i += 1) out.push({ kind: 'upcoming', bt: quarterHour(now + random.int(10, 22 * 60) * MINUTE) });
  for (let i = 0; i < counts.early; i += 1) out.push({ kind: 'upcoming', bt: quarterHour(now + DAY + random.int(60, 8 * 24 * 60) * MINUTE) });
  // Finished: kicked off 4 hours to 7 days ago.
  for (let i = 0; i < counts.results; i += 1) {
    out.push({ kind: 'finished', bt: Math.floor((now - random.int(4 * 60, RESULT_DAYS * 24 * 60 - 30) * MINUTE) / (15 * MINUTE)) * 15 * MINUTE });
  }
  return out;
}

function matchRecord(
  random: Random,
  counter: Counter,
  now: number,
  entry: CatalogueLeague,
  league: MatchRecord['lg'],
  home: SeededTeam,
  away: SeededTeam,
  slot: Slot,
): MatchRecord {
  const sid = entry.sid;
  const live = slot.kind === 'live';
  const ctx: MarketContext = {
    random,
    home: home.na,
    away: away.na,
    nextId: () => (counter.market += 1),
    lockChance: live ? 0.12 : 0.04,
  };
  let mg = marketsFor(sid, ctx, live);
  let play: PlayState = notStarted(sid);
  let bt = slot.kind === 'live' ? now : slot.bt;
  let ms: MatchStatus = 4;
  if (slot.kind === 'live') {
    play = livePlay(sid, random);
    bt = Math.floor((now - play.elapsedMs) / MINUTE) * MINUTE;
    ms = 5;
  } else if (slot.kind === 'finished') {
    const final = finalPlay(sid, random);
    play = { ...final, elapsedMs: 0 };
    ms = 0;
    // A finished match keeps its main lines, closed, for settling.
    const main = listMarketTypes(sid);
    mg = mg
      .filter((g) => main.includes(g.mty) && isWholeMatch(g.pe))
      .map((g) => ({ ...g, mks: g.mks.filter((k) => (k.mbl ?? 1) === 1).map((k) => ({ ...k, ss: -1 as const, au: 0 as const })) }));
  }
  const id = (counter.match += 1);
  return {
    id,
    bt,
    ms,
    ss: 1,
    sid,
    ty: 2,
    fmt: FORMAT[sid] ?? sid * 100000 + 1,
    ne: random.chance(0.05) ? 1 : 0,
    smt: 0,
    pl: 1,
    nm: `${home.na} vs. ${away.na}`,
    tms: mg.reduce((n, g) => n + g.mks.length, 0),
    tps: tagsOf(mg),
    vs: { have: live && random.chance(0.6) },
    sb: play.sb ?? {},
    as: [`https://animation.lotus.example/match/${id}`],
    lg: league,
    ts: [
      { id: home.id, na: home.na, lurl: home.lurl },
      { id: away.id, na: away.na, lurl: away.lurl },
    ],
    mc: play.mc,
    nsg: play.nsg,
    mg,
    ...(play.fid === undefined ? {} : { fid: play.fid }),
    ...(play.ssi === undefined ? {} : { ssi: play.ssi }),
  };
}

/** What a match record carries of its league (the names are the English ones; the handlers localise). */
function leagueOf(record: Awaited<ReturnType<typeof createLeague>>): MatchRecord['lg'] {
  const { names: _names, regionNames: _regionNames, ...league } = record;
  return league;
}

export async function seedSports(random: Random, now: number, options: SeedSportsOptions = {}): Promise<void> {
  const profile = options.profile ?? 'normal';
  const counter: Counter = { match: 912000, team: 70400, market: 5310000 };
  const leagueRecords = new Map<number, MatchRecord['lg']>();
  for (const entry of LEAGUES) leagueRecords.set(entry.id, leagueOf(await createLeague(random, entry)));
  if (profile === 'empty') return;

  const teamsByLeague = new Map<number, SeededTeam[]>();
  const records: MatchRecord[] = [];
  for (const [sidKey, base] of Object.entries(PLAN)) {
    const sid = Number(sidKey);
    const plan = profile === 'busy' ? { ...base, live: sid === 1 ? BUSY_SOCCER_LIVE : base.live * BUSY_LIVE_FACTOR } : base;
    const leagues = LEAGUES.filter((entry) => entry.sid === sid && entry.weight > 0);
    const shares = {
      live: spread(plan.live, leagues),
      today: spread(plan.today, leagues),
      early: spread(plan.early, leagues),
      results: spread(plan.results * RESULT_DAYS, leagues),
    };
    for (const [index, entry] of leagues.entries()) {
      const live = shares.live[index] ?? 0;
      const teams = await createTeams(random, counter, entry, teamNames(random, entry, Math.max(10, 2 * live + 4)));
      teamsByLeague.set(entry.id, teams);
      const league = leagueRecords.get(entry.id);
      if (!league || teams.length < 2) continue;
      const all = slots(random, now, {
        live,
        today: shares.today[index] ?? 0,
        early: shares.early[index] ?? 0,
        results: shares.results[index] ?? 0,
      });
      let order = shuffled(random, teams);
      for (const slot of all) {
        if (order.length < 2) order = shuffled(random, teams);
        const home = order.shift();
        const away = order.shift();
        if (!home || !away) break;
        records.push(matchRecord(random, counter, now, entry, league, home, away, slot));
      }
    }
  }

  for (const outright of OUTRIGHTS) {
    const entry = outright.league;
    const league = leagueRecords.get(entry.id);
    if (!league) continue;
    const contenders = outright.nations
      ? await createTeams(random, counter, entry, NATIONS)
      : (teamsByLeague.get(entry.id) ?? []).slice(0, 10);
    if (contenders.length < 2) continue;
    const ctx: MarketContext = { random, home: '', away: '', nextId: () => (counter.market += 1), lockChance: 0 };
    const mg = outright.markets.map((mty) => outrightMarket(ctx, mty, contenders));
    records.push({
      id: (counter.match += 1),
      bt: Math.ceil((now + random.int(30, 200) * DAY) / HOUR) * HOUR,
      ms: 4,
      ss: 1,
      sid: entry.sid,
      ty: 1,
      nm: `${entry.name.ENG} ${outright.season}`,
      ye: outright.season,
      tms: mg.length,
      tps: tagsOf(mg),
      sb: {},
      lg: league,
      ts: [],
      mc: notStarted(entry.sid).mc,
      nsg: [],
      mg,
    });
  }

  for (const record of records) await db.matches.create(record);
}
