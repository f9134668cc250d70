// A small deterministic live simulator: on each step it moves live clocks on, kicks off matches whose start
// time has passed, and draws one event (odds move, goal/point, corner) from a seeded generator. It updates the
// match collection, so later getList calls agree with what the socket pushed.
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import type { OddsChangeMarket, ScoreGroup, ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import { createRandom, type Random } from '../seed/random';
import { LOCKED_ODDS } from '../seed/sports-markets';
import { advanceClock, kickOffState } from './clock';

const round2 = (n: number): number => Math.round(n * 100) / 100;

export class LiveSimulator {
  private readonly random: Random;
  private lastStep: number | undefined;
  private readonly breaks = new Map<number, number>();

  constructor(seed: number) {
    this.random = createRandom(seed);
  }

  /** Advances the simulation to `now` and returns the pushes of this step. */
  async step(now = Date.now()): Promise<ServerMessage[]> {
    const seconds = this.lastStep === undefined ? 0 : Math.min(120, Math.max(0, Math.round((now - this.lastStep) / 1000)));
    this.lastStep = now;
    const out: ServerMessage[] = [];
    const all = db.matches.findMany(undefined, { orderBy: { id: 'asc' } });
    for (const match of all) {
      if (match.ty !== 2) continue;
      if (match.ms === 4 && match.bt <= now) out.push(...(await this.kickOff(match)));
      else if (match.ms === 5) out.push(...(await this.tick(match, seconds, now)));
    }
    const live = db.matches.findMany((q) => q.where({ ms: 5, ty: 2 }), { orderBy: { id: 'asc' } });
    if (live.length > 0) out.push(...(await this.event(this.random.pick(live), now)));
    return out;
  }

  private async save(id: number, change: (m: MatchRecord) => void): Promise<void> {
    await db.matches.update((q) => q.where({ id }), { data: change });
  }

  private async kickOff(match: MatchRecord): Promise<ServerMessage[]> {
    const start = kickOffState(match.sid);
    await this.save(match.id, (m) => {
      m.ms = 5;
      m.mc = start.mc;
      m.nsg = start.nsg;
      m.fid = start.fid;
    });
    const fbId = String(match.id);
    return [
      { businessType: 'matchStatus', fbId, businessContent: { matchId: match.id, ms: 5, mc: start.mc } },
      { businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: start.nsg as ScoreGroup[] } },
    ];
  }

  private async tick(match: MatchRecord, seconds: number, now: number): Promise<ServerMessage[]> {
    const next = advanceClock(match.sid, match.mc, seconds, now, this.breaks.get(match.id));
    if (next.mc.pe === 1003 && next.periodChanged) this.breaks.set(match.id, now);
    const ms = next.ended ? 0 : 5;
    await this.save(match.id, (m) => {
      m.mc = next.mc;
      m.ms = ms;
    });
    if (!next.periodChanged) return [];
    return [{ businessType: 'matchStatus', fbId: String(match.id), businessContent: { matchId: match.id, ms, mc: next.mc } }];
  }

  private async event(match: MatchRecord, now: number): Promise<ServerMessage[]> {
    const roll = this.random.next();
    if (roll < 0.5) return this.moveOdds(match);
    if (roll < 0.65) return this.score(match, now);
    if (roll < 0.75 && match.sid === 1) return this.corner(match);
    return [];
  }

  private async moveOdds(match: MatchRecord): Promise<ServerMessage[]> {
    const groups = match.mg.filter((g) => g.mks.length > 0);
    if (groups.length === 0) return [];
    const group = this.random.pick(groups);
    const market = this.random.pick(group.mks);
    const locked = market.op.some((o) => o.od < 0);
    const lock = !locked && this.random.chance(0.1);
    const op = market.op.map((o) => {
      if (lock) return { ty: o.ty, od: LOCKED_ODDS };
      const base = o.od < 0 ? 1.9 : o.od;
      return { ty: o.ty, od: Math.max(1.01, round2(base * (1 + (this.random.next() - 0.5) * 0.16))) };
    });
    const ss = lock ? 0 : 1;
    await this.save(match.id, (m) => {
      const target = m.mg.flatMap((g) => g.mks).find((k) => k.id === market.id);
      if (!target) return;
      target.ss = ss;
      target.au = lock ? 0 : 1;
      for (const option of target.op) option.od = op.find((o) => o.ty === option.ty)?.od ?? option.od;
    });
    const changed: OddsChangeMarket = { mid: market.id, ss, op, ...(market.li === undefined ? {} : { li: market.li }) };
    return [{ businessType: 'oddsChange', fbId: String(match.id), businessContent: { matchId: match.id, markets: [changed] } }];
  }

  /** Adds to one score group (creating it at 0-0) and returns the new group. */
  private async bump(match: MatchRecord, pe: number, tyg: number, side: 1 | 2, by: number): Promise<ScoreGroup> {
    const current = match.nsg.find((g) => g.pe === pe && g.tyg === tyg)?.sc ?? [0, 0];
    const sc: [number, number] = [(current[0] ?? 0) + (side === 1 ? by : 0), (current[1] ?? 0) + (side === 2 ? by : 0)];
    await this.save(match.id, (m) => {
      m.nsg = [...m.nsg.filter((g) => !(g.pe === pe && g.tyg === tyg)), { pe, tyg, sc }];
    });
    return { pe, tyg, sc };
  }

  private async score(match: MatchRecord, now: number): Promise<ServerMessage[]> {
    const side: 1 | 2 = this.random.chance(0.5) ? 1 : 2;
    const fbId = String(match.id);
    if (match.sid === 1) {
      if (!match.mc.r) return [];
      const goals = await this.bump(match, 1000, 5, side, 1);
      return [
        { businessType: 'goal', fbId, businessContent: { matchId: match.id, sportId: 1, side, score: goals.sc, time: now, clock: match.mc } },
        { businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: [goals] } },
      ];
    }
    if (match.sid === 3) {
      const points = await this.bump(match, 3001, 5, side, this.random.pick([1, 2, 2, 3]));
      return [{ businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: [points] } }];
    }
    const games = await this.bump(match, match.mc.pe, 5559, side, 1);
    return [{ businessType: 'scoreChange', fbId, businessContent: { matchId: match.id, nsg: [games] } }];
  }

  private async corner(match: MatchRecord): Promise<ServerMessage[]> {
    const corners = await this.bump(match, 1000, 6, this.random.chance(0.5) ? 1 : 2, 1);
    return [{ businessType: 'scoreChange', fbId: String(match.id), businessContent: { matchId: match.id, nsg: [corners] } }];
  }
}
