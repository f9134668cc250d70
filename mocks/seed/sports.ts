// Seeds leagues, teams and matches (live, today, early and outrights) for soccer, basketball and tennis.
import type { MatchRecord, MarketGroup } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import type { Random } from './random';
import { catalogue, outrights } from './sports-catalogue';
import { livePlay, notStarted, type PlayState } from './sports-live';
import { basketballMarkets, outrightMarket, soccerMarkets, tennisMarkets, type MarketContext } from './sports-markets';

const HOUR = 3_600_000;
const FORMAT: Record<number, number> = { 1: 100001, 3: 300001, 5: 500001 };

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function marketsFor(sid: number, ctx: MarketContext, live: boolean): MarketGroup[] {
  if (sid === 3) return basketballMarkets(ctx);
  if (sid === 5) return tennisMarkets(ctx);
  return soccerMarkets(ctx, live);
}

function tagsOf(groups: MarketGroup[]): string[] {
  return [...new Set(groups.flatMap((g) => g.tps ?? []).filter((tag) => tag !== 'p'))];
}

/** Kick-off of the n-th upcoming match: the first half today (within 24 h), the rest 2-6 days ahead. */
function kickOff(random: Random, now: number, index: number, count: number): number {
  const slot = 15 * 60_000;
  const offset = index < Math.ceil(count / 2) ? random.int(1, 20) * HOUR : random.int(2, 6) * 24 * HOUR + random.int(0, 12) * HOUR;
  return Math.ceil((now + offset) / slot) * slot;
}

export async function seedSports(random: Random, now: number): Promise<void> {
  let matchId = 912000;
  let teamId = 70400;
  let marketId = 5310000;
  const nextId = (): number => (marketId += 1);

  for (const entry of catalogue) {
    const { league } = entry;
    const sid = league.sid ?? 1;
    await db.leagues.create(league);
    const teams = [];
    for (const na of entry.teams) teams.push(await db.teams.create({ id: (teamId += 1), na, lurl: '', sid, leagueId: league.id }));

    const total = entry.live + entry.upcoming;
    let order = shuffled(random, teams);
    for (let i = 0; i < total; i += 1) {
      if (order.length < 2) order = shuffled(random, teams);
      const [home, away] = [order.shift(), order.shift()];
      if (!home || !away) break;
      const live = i < entry.live;
      const play: PlayState = live ? livePlay(sid, random) : notStarted(sid);
      const upcomingIndex = i - entry.live;
      const bt = live
        ? Math.floor((now - play.elapsedMs) / 60_000) * 60_000
        : kickOff(random, now, upcomingIndex, entry.upcoming);
      const ctx: MarketContext = { random, home: home.na, away: away.na, nextId, lockChance: live ? 0.15 : 0.05 };
      const mg = marketsFor(sid, ctx, live);
      const id = (matchId += 1);
      const record: MatchRecord = {
        id,
        bt,
        ms: live ? 5 : 4,
        ss: 1,
        sid,
        ty: 2,
        fmt: FORMAT[sid] ?? sid * 100000 + 1,
        ne: 0,
        smt: 0,
        pl: 1,
        nm: `${home.na} vs. ${away.na}`,
        tms: mg.reduce((n, g) => n + g.mks.length, 0),
        tps: tagsOf(mg),
        vs: { have: live && random.chance(0.6) },
        sb: {},
        as: [`https://animation.lotus.example/match/${id}`],
        lg: league,
        ts: [{ id: home.id, na: home.na, lurl: '' }, { id: away.id, na: away.na, lurl: '' }],
        mc: play.mc,
        nsg: play.nsg,
        mg,
        ...(play.fid === undefined ? {} : { fid: play.fid }),
        ...(play.ssi === undefined ? {} : { ssi: play.ssi }),
      };
      await db.matches.create(record);
    }
  }

  for (const entry of outrights) {
    const sid = entry.league.sid ?? 1;
    await db.leagues.create(entry.league);
    const contenders = [];
    for (const na of entry.contenders) {
      contenders.push(await db.teams.create({ id: (teamId += 1), na, lurl: '', sid, leagueId: entry.league.id }));
    }
    const ctx: MarketContext = { random, home: '', away: '', nextId, lockChance: 0 };
    const mg = [outrightMarket(ctx, sid, contenders)];
    await db.matches.create({
      id: (matchId += 1),
      bt: Math.ceil((now + 30 * 24 * HOUR) / HOUR) * HOUR,
      ms: 4,
      ss: 1,
      sid,
      ty: 1,
      nm: entry.name,
      ye: entry.season,
      tms: 1,
      tps: tagsOf(mg),
      sb: {},
      lg: entry.league,
      ts: [],
      mc: notStarted(sid).mc,
      nsg: [],
      mg,
    });
  }
}
