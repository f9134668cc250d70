// The markets side of the live simulator: suspending a match's markets (after a goal, or one market for a dangerous
// moment), reopening them with moved odds once the suspension runs out, and single odds moves. Every change is
// written into the match collection before the push that tells of it is returned.
import type { Market, MatchRecord } from '@/shared/api/generated/sports/model';
import type { OddsChangeMarket, OddsChangeOption, ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import type { Random } from '../seed/random';
import { LOCKED_ODDS } from '../seed/sports-markets';

export type Side = 1 | 2;

/** How long markets stay suspended after a goal, and after a dangerous moment on one market. */
export const GOAL_SUSPENSION_MS: readonly [number, number] = [4000, 8000];
export const SHORT_SUSPENSION_MS: readonly [number, number] = [2000, 5000];

const round2 = (n: number): number => Math.round(n * 100) / 100;
const clampOdds = (n: number): number => Math.max(1.01, round2(n));
export const locked = (op: readonly { ty: number }[]): OddsChangeOption[] => op.map((o) => ({ ty: o.ty, od: LOCKED_ODDS }));
export const fbIdOf = (match: { id: number }): string => String(match.id);
export const allMarkets = (match: MatchRecord): Market[] => match.mg.flatMap((g) => g.mks);

export function findMatch(id: number): MatchRecord | undefined {
  return db.matches.findFirst((q) => q.where({ id })) ?? undefined;
}

export async function saveMatch(id: number, change: (m: MatchRecord) => void): Promise<void> {
  await db.matches.update((q) => q.where({ id }), { data: change });
}

interface Suspension {
  matchId: number;
  reopenAt: number;
  /** The side that scored, when a goal caused the suspension (its odds shorten on reopening). */
  side?: Side;
  /** The odds before the suspension. */
  op: OddsChangeOption[];
}

/** The suspended markets of the live matches and the odds moves, drawn from the simulator's seeded generator. */
export class LiveMarkets {
  private readonly random: Random;
  /** Suspended markets by market id. */
  private readonly suspended = new Map<number, Suspension>();

  constructor(random: Random) {
    this.random = random;
  }

  /** Forgets the suspensions of a match that ended (its markets are closed). */
  forget(match: MatchRecord): void {
    for (const market of allMarkets(match)) this.suspended.delete(market.id);
  }

  /** Suspends every open market of the match (or only the market `only`) until `reopenAt`: ss 0 with locked odds. */
  async suspend(matchId: number, reopenAt: number, side?: Side, only?: number): Promise<ServerMessage[]> {
    const match = findMatch(matchId);
    if (!match) return [];
    const markets = allMarkets(match).filter((k) => (only === undefined || k.id === only) && (k.ss === 1 || this.suspended.has(k.id)));
    if (markets.length === 0) return [];
    for (const market of markets) {
      const earlier = this.suspended.get(market.id);
      const op = earlier?.op ?? market.op.map((o) => ({ ty: o.ty, od: o.od }));
      this.suspended.set(market.id, { matchId, reopenAt: Math.max(reopenAt, earlier?.reopenAt ?? 0), op, ...(side ? { side } : {}) });
    }
    const ids = new Set(markets.map((k) => k.id));
    await saveMatch(matchId, (m) => {
      for (const market of allMarkets(m)) {
        if (!ids.has(market.id)) continue;
        market.ss = 0;
        for (const option of market.op) option.od = LOCKED_ODDS;
      }
    });
    const changed = markets.map((k): OddsChangeMarket => ({ mid: k.id, ss: 0, op: locked(k.op), ...(k.li === undefined ? {} : { li: k.li }) }));
    return [{ businessType: 'oddsChange', fbId: String(matchId), businessContent: { matchId, markets: changed } }];
  }

  /** Reopens the markets whose suspension ran out, with moved odds (one push per match). */
  async reopenDue(now: number): Promise<ServerMessage[]> {
    const due = new Map<number, Array<[number, Suspension]>>();
    for (const [mid, suspension] of this.suspended) {
      if (suspension.reopenAt > now) continue;
      this.suspended.delete(mid);
      due.set(suspension.matchId, [...(due.get(suspension.matchId) ?? []), [mid, suspension]]);
    }
    const out: ServerMessage[] = [];
    for (const [matchId, entries] of due) {
      const match = findMatch(matchId);
      if (match?.ms !== 5) continue;
      // A selection that was locked before the suspension (odds below 0) stays locked; the others reopen moved.
      const reopened = new Map(
        entries.map(([mid, s]) => [mid, s.op.map((o) => ({ ty: o.ty, od: o.od < 0 ? o.od : this.moved(o, s.side) }))]),
      );
      await saveMatch(matchId, (m) => {
        for (const market of allMarkets(m)) {
          const op = reopened.get(market.id);
          if (!op) continue;
          market.ss = 1;
          for (const option of market.op) option.od = op.find((o) => o.ty === option.ty)?.od ?? option.od;
        }
      });
      const markets = allMarkets(match)
        .filter((k) => reopened.has(k.id))
        .map((k): OddsChangeMarket => ({ mid: k.id, ss: 1, op: reopened.get(k.id) ?? [], ...(k.li === undefined ? {} : { li: k.li }) }));
      out.push({ businessType: 'oddsChange', fbId: String(matchId), businessContent: { matchId, markets } });
    }
    return out;
  }

  /** One odds move on an open market of the match; now and then a short suspension of that market instead. */
  async moveOne(match: MatchRecord, now: number): Promise<ServerMessage[]> {
    const open = allMarkets(match).filter((k) => k.ss === 1 && !this.suspended.has(k.id) && k.op.every((o) => o.od > 0));
    if (open.length === 0) return [];
    const market = this.random.pick(open);
    if (this.random.chance(0.04)) return this.suspend(match.id, now + this.span(SHORT_SUSPENSION_MS), undefined, market.id);
    const op = market.op.map((o) => ({ ty: o.ty, od: this.moved(o) }));
    await saveMatch(match.id, (m) => {
      const target = allMarkets(m).find((k) => k.id === market.id);
      for (const option of target?.op ?? []) option.od = op.find((o) => o.ty === option.ty)?.od ?? option.od;
    });
    const changed: OddsChangeMarket = { mid: market.id, ss: 1, op, ...(market.li === undefined ? {} : { li: market.li }) };
    return [{ businessType: 'oddsChange', fbId: fbIdOf(match), businessContent: { matchId: match.id, markets: [changed] } }];
  }

  /** A duration drawn from [min, max] milliseconds. */
  span([min, max]: readonly [number, number]): number {
    return this.random.int(min, max);
  }

  /**
   * The odds of a selection after a move: after a goal the scorer's win and the over shorten and the rest
   * lengthen; otherwise a drift of up to 8% either way.
   */
  private moved(option: OddsChangeOption, scorer?: Side): number {
    const base = option.od < 0 ? 1.9 : option.od;
    if (scorer === undefined) return clampOdds(base * (1 + (this.random.next() - 0.5) * 0.16));
    const factor: Record<number, number> = { [scorer]: 0.8, [scorer === 1 ? 2 : 1]: 1.25, 3: 1.1, 4: 0.85, 5: 1.15 };
    return clampOdds(base * (factor[option.ty] ?? 1 + (this.random.next() - 0.5) * 0.1));
  }
}
