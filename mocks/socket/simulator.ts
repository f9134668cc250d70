// The deterministic live simulator. Each step moves live clocks on (periods, breaks, full time), kicks off matches
// whose start time has passed, reopens markets whose suspension ran out and draws one event (odds move, goal or
// point, corner, card) from a seeded generator; scenarios and tests can also ask for an event on a given match.
// Every change is written into the match collection before it is pushed, so later getList/getMatchDetail answers
// agree with the socket; a match that ends gets ms 0 and closed markets, which is what the results calls read.
// Suspensions and odds moves are in simulator-markets.ts.
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import type { OddsChangeMarket, ScoreGroup, ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import { createRandom, type Random } from '../seed/random';
import { LOCKED_ODDS } from '../seed/sports-markets';
import { advanceClock, inFirstHalf, kickOffState, OTHER_SPORT_MATCH_MS, QUARTER_PERIODS } from './match-clock';
import { allMarkets, fbIdOf, findMatch, GOAL_SUSPENSION_MS, LiveMarkets, locked, saveMatch, type Side } from './simulator-markets';

export { GOAL_SUSPENSION_MS, SHORT_SUSPENSION_MS } from './simulator-markets';

export type CardKind = 'yellow' | 'red';

/** Score kinds (nsg tyg) the simulator moves. */
export const TYG = { score: 5, corners: 6, yellow: 7, red: 8, sets: 5556, games: 5559 } as const;
const CURRENT = 1000;
const SOCCER_FIRST_HALF = 1002;
const TENNIS_MATCH = 5001;
const SETS_TO_WIN = 2;
/** Soccer, basketball and tennis end by their own rules; other sports a fixed time after kick-off. */
const SPORTS_WITH_RULES = new Set([1, 3, 5]);

/** A running clock is written to the collection at least this often (pushes come only with period changes). */
export const CLOCK_WRITE_MS = 10_000;
/**
 * Each match waits up to this much longer than CLOCK_WRITE_MS between clock writes (by its id), so a busy evening's
 * hundreds of clocks are written a few at a time rather than all in one step.
 */
const CLOCK_WRITE_SPREAD_MS = 5_000;
const clockWriteMs = (matchId: number): number => CLOCK_WRITE_MS + ((matchId * 7919) % 20) * (CLOCK_WRITE_SPREAD_MS / 20);

export class LiveSimulator {
  private readonly random: Random;
  /** Suspensions and odds moves, drawn from the same generator. */
  private readonly markets: LiveMarkets;
  /** When the current break of a match began. */
  private readonly breaks = new Map<number, number>();
  /** When the clock of a match was last written. */
  private readonly clockAt = new Map<number, number>();

  constructor(seed: number) {
    this.random = createRandom(seed);
    this.markets = new LiveMarkets(this.random);
  }

  /** Advances the simulation to `now` and returns the pushes of this step. */
  async step(now: number): Promise<ServerMessage[]> {
    const out: ServerMessage[] = await this.markets.reopenDue(now);
    const due = db.matches.findMany((q) => q.where({ ms: 4, ty: 2, bt: (bt) => bt <= now }), { orderBy: { id: 'asc' } });
    for (const match of due) out.push(...(await this.kickOff(match, now)));
    for (const match of this.liveMatches()) out.push(...(await this.tick(match, now)));
    const live = this.liveMatches();
    if (live.length > 0) out.push(...(await this.randomEvent(this.random.pick(live), now)));
    return out;
  }

  /** Live normal matches, by id. */
  liveMatches(): MatchRecord[] {
    return db.matches.findMany((q) => q.where({ ms: 5, ty: 2 }), { orderBy: { id: 'asc' } });
  }

  /** Whether a goal or point can be scored in the match now (live; soccer and basketball: the clock running). */
  canScore(match: MatchRecord): boolean {
    if (match.ms !== 5) return false;
    return match.sid === 1 || match.sid === 3 ? match.mc.r === true : true;
  }

  /**
   * A goal (soccer), points (basketball), a game (tennis) or a point (other sports) for `side` (drawn when not
   * given). A soccer goal suspends the match's open markets for a few seconds.
   */
  async score(matchId: number, now: number, side?: Side): Promise<ServerMessage[]> {
    const match = findMatch(matchId);
    if (!match || !this.canScore(match)) return [];
    const scorer = side ?? this.side();
    if (match.sid === 1) return this.soccerGoal(match, now, scorer);
    if (match.sid === 3) return this.basketballPoints(match, scorer);
    if (match.sid === 5) return this.tennisGame(match, now, scorer);
    const group = match.nsg.find((g) => g.tyg === TYG.score);
    const points = await this.bump(match, group?.pe ?? match.sid * 1000 + 1, TYG.score, scorer, 1);
    return [{ businessType: 'scoreChange', fbId: fbIdOf(match), businessContent: { matchId, nsg: [points] } }];
  }

  /** A corner (soccer only). */
  async corner(matchId: number, side?: Side): Promise<ServerMessage[]> {
    return this.soccerCount(matchId, TYG.corners, side);
  }

  /** A yellow or red card (soccer only). */
  async card(matchId: number, kind: CardKind, side?: Side): Promise<ServerMessage[]> {
    return this.soccerCount(matchId, kind === 'yellow' ? TYG.yellow : TYG.red, side);
  }

  /**
   * `count` odds moves on open markets of live matches; with `prefer`, about half of them on those matches (all of
   * them with `only`). Now and then a move is a short suspension of the market instead.
   */
  async moveOdds(count: number, now: number, prefer: ReadonlySet<number> = new Set(), only = false): Promise<ServerMessage[]> {
    const live = this.liveMatches();
    const preferred = live.filter((m) => prefer.has(m.id));
    if (live.length === 0 || (only && preferred.length === 0)) return [];
    const out: ServerMessage[] = [];
    for (let i = 0; i < count; i += 1) {
      const pool = preferred.length > 0 && (only || this.random.chance(0.5)) ? preferred : live;
      const match = findMatch(this.random.pick(pool).id);
      if (match?.ms === 5) out.push(...(await this.markets.moveOne(match, now)));
    }
    return out;
  }

  private side(): Side {
    return this.random.chance(0.5) ? 1 : 2;
  }

  /** Kick-off: ms 5 with the sport's starting clock and score groups. */
  async kickOff(match: MatchRecord, now: number): Promise<ServerMessage[]> {
    const start = kickOffState(match.sid);
    await saveMatch(match.id, (m) => {
      m.ms = 5;
      m.mc = start.mc;
      m.nsg = start.nsg;
      m.fid = start.fid;
    });
    this.clockAt.set(match.id, now);
    const fbId = fbIdOf(match);
    return [
      { businessType: 'matchStatus', fbId, businessContent: { matchId: match.id, ms: 5, mc: start.mc } },
      { businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: start.nsg as ScoreGroup[] } },
    ];
  }

  private async tick(match: MatchRecord, now: number): Promise<ServerMessage[]> {
    const last = this.clockAt.get(match.id);
    if (last === undefined) {
      this.clockAt.set(match.id, now);
      return [];
    }
    // A match found at a break (a restarted simulator) waits out a whole break from now.
    if (match.mc.r === false && !this.breaks.has(match.id)) this.breaks.set(match.id, now);
    const seconds = Math.max(0, Math.floor((now - last) / 1000));
    const next = advanceClock(match.sid, match.mc, seconds, now, this.breaks.get(match.id));
    if (!SPORTS_WITH_RULES.has(match.sid) && now - match.bt >= OTHER_SPORT_MATCH_MS) return this.end(match, { ...next.mc, r: false });
    if (!next.periodChanged && now - last < clockWriteMs(match.id)) return [];
    this.clockAt.set(match.id, last + seconds * 1000);
    if (next.breakStarted) this.breaks.set(match.id, now);
    if (!next.periodChanged) {
      if (next.mc !== match.mc) await saveMatch(match.id, (m) => void (m.mc = next.mc));
      return [];
    }
    if (next.ended) return this.end(match, next.mc);
    await saveMatch(match.id, (m) => {
      m.mc = next.mc;
      if (next.fid !== undefined) m.fid = next.fid;
    });
    return [{ businessType: 'matchStatus', fbId: fbIdOf(match), businessContent: { matchId: match.id, ms: 5, mc: next.mc } }];
  }

  /** Full time: ms 0 with the final clock, every market closed (the match moves to the results). */
  async end(match: MatchRecord, mc: MatchRecord['mc']): Promise<ServerMessage[]> {
    this.markets.forget(match);
    this.breaks.delete(match.id);
    this.clockAt.delete(match.id);
    await saveMatch(match.id, (m) => {
      m.ms = 0;
      m.mc = mc;
      for (const market of allMarkets(m)) {
        market.ss = -1;
        market.au = 0;
        for (const option of market.op) option.od = LOCKED_ODDS;
      }
    });
    const fbId = fbIdOf(match);
    const markets: OddsChangeMarket[] = allMarkets(match).map((k) => ({ mid: k.id, ss: -1, op: locked(k.op) }));
    const out: ServerMessage[] = [{ businessType: 'matchStatus', fbId, businessContent: { matchId: match.id, ms: 0, mc } }];
    if (markets.length > 0) out.push({ businessType: 'oddsChange', fbId, businessContent: { matchId: match.id, markets } });
    return out;
  }

  private async randomEvent(match: MatchRecord, now: number): Promise<ServerMessage[]> {
    const roll = this.random.next();
    if (roll < 0.5) return this.markets.moveOne(match, now);
    if (roll < 0.62) return this.score(match.id, now);
    if (roll < 0.72) return this.corner(match.id);
    if (roll < 0.77) return this.card(match.id, 'yellow');
    if (roll < 0.785) return this.card(match.id, 'red');
    return [];
  }

  /** Adds to one score group (creating it at 0-0) and returns the new group. */
  private async bump(match: MatchRecord, pe: number, tyg: number, side: Side, by: number): Promise<ScoreGroup> {
    const stored = findMatch(match.id) ?? match;
    const current = stored.nsg.find((g) => g.pe === pe && g.tyg === tyg)?.sc ?? [0, 0];
    const sc: [number, number] = [(current[0] ?? 0) + (side === 1 ? by : 0), (current[1] ?? 0) + (side === 2 ? by : 0)];
    await saveMatch(match.id, (m) => {
      const index = m.nsg.findIndex((g) => g.pe === pe && g.tyg === tyg);
      if (index >= 0) m.nsg[index] = { pe, tyg, sc };
      else m.nsg.push({ pe, tyg, sc });
    });
    return { pe, tyg, sc };
  }

  private async soccerCount(matchId: number, tyg: number, side?: Side): Promise<ServerMessage[]> {
    const match = findMatch(matchId);
    if (match?.sid !== 1 || !this.canScore(match)) return [];
    const group = await this.bump(match, CURRENT, tyg, side ?? this.side(), 1);
    return [{ businessType: 'scoreChange', fbId: fbIdOf(match), businessContent: { matchId, nsg: [group] } }];
  }

  private async soccerGoal(match: MatchRecord, now: number, side: Side): Promise<ServerMessage[]> {
    const goals = await this.bump(match, CURRENT, TYG.score, side, 1);
    const groups = [goals];
    if (inFirstHalf(match.mc)) groups.push(await this.bump(match, SOCCER_FIRST_HALF, TYG.score, side, 1));
    const fbId = fbIdOf(match);
    const content = { matchId: match.id, sportId: 1, side, score: goals.sc, time: now, clock: match.mc };
    return [
      { businessType: 'goal', fbId, businessContent: content },
      { businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: groups } },
      ...(await this.markets.suspend(match.id, now + this.markets.span(GOAL_SUSPENSION_MS), side)),
    ];
  }

  private async basketballPoints(match: MatchRecord, side: Side): Promise<ServerMessage[]> {
    const by = this.random.pick([1, 2, 2, 2, 3]);
    const quarter = QUARTER_PERIODS.indexOf(match.mc.pe as (typeof QUARTER_PERIODS)[number]);
    const groups = [await this.bump(match, 3001, TYG.score, side, by)];
    // Quarter scores use the period codes 3005-3008 (not the live clock's 3005/3007/3009/3011).
    if (quarter >= 0) groups.push(await this.bump(match, 3005 + quarter, TYG.score, side, by));
    return [{ businessType: 'scoreChange', fbId: fbIdOf(match), businessContent: { matchId: match.id, nsg: groups } }];
  }

  /** A game; six games with a two-game lead (or seven) win the set, two sets the match. */
  private async tennisGame(match: MatchRecord, now: number, side: Side): Promise<ServerMessage[]> {
    const fbId = fbIdOf(match);
    const set = match.mc.pe;
    const games = await this.bump(match, set, TYG.games, side, 1);
    const [mine, theirs] = side === 1 ? games.sc : [games.sc[1], games.sc[0]];
    await saveMatch(match.id, (m) => void (m.ssi = m.ssi === 1 ? 2 : 1));
    const out: ServerMessage[] = [{ businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: [games] } }];
    if (!(mine >= 7 || (mine >= 6 && mine - theirs >= 2))) return out;
    const sets = await this.bump(match, TENNIS_MATCH, TYG.sets, side, 1);
    out.push({ businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: [sets] } });
    if (Math.max(...sets.sc) >= SETS_TO_WIN) {
      const stored = findMatch(match.id) ?? match;
      out.push(...(await this.end(stored, { ...match.mc, r: false })));
      return out;
    }
    const mc = { ...match.mc, pe: set + 1 };
    const nextGames = await this.bump(match, set + 1, TYG.games, side, 0);
    await saveMatch(match.id, (m) => {
      m.mc = mc;
      m.fid = (m.fid ?? 1) + 1;
    });
    out.push(
      { businessType: 'matchStatus', fbId, businessContent: { matchId: match.id, ms: 5, mc } },
      { businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: [nextGames] } },
    );
    this.clockAt.set(match.id, now);
    return out;
  }

}
