// How the mock provider settles one bet leg when its match is over: the score that decides the leg's market (goals,
// corners, points, games or sets of the market's period) and the leg's outcome under the market's rules. Asian
// handicap and over/under (quarter lines included) use the shared settlement rules of src/shared/lib/settlement.ts,
// the same ones the /betmock practice screen uses.
import type { BetRecordOption, MatchRecord } from '@/shared/api/generated/sports/model';
import { parlayLegFactor, settleBet, type BetSide, type Outcome } from '@/shared/lib/settlement';
import { marketKind } from '../seed/sports-labels';

export type LegOutcome = Outcome | 'void';
export type Score = readonly [home: number, away: number];

/** The provider's leg outcome codes (`sr`, facts 4.16). */
export const SR: Record<LegOutcome, 2 | 3 | 4 | 5 | 6 | 7> = { win: 4, halfWin: 5, push: 2, halfLoss: 6, loss: 3, void: 7 };

/** Match statuses (`ms`) after which no leg can be decided: cancelled and abandoned matches void their legs. */
export const VOID_STATUSES: ReadonlySet<number> = new Set([3, 7]);

const TYG = { score: 5, corners: 6, sets: 5556, games: 5559 } as const;
const CORNER_MARKETS: ReadonlySet<number> = new Set([1010, 1011]);
const GAME_MARKETS: ReadonlySet<number> = new Set([5002, 5003]);

type ScoreGroups = Pick<MatchRecord, 'sid' | 'nsg'>;

const groupScore = (match: ScoreGroups, pe: number, tyg: number): Score | undefined => {
  const group = match.nsg.find((g) => g.pe === pe && g.tyg === tyg);
  return group ? [group.sc[0] ?? 0, group.sc[1] ?? 0] : undefined;
};

const add = (a: Score, b: Score): Score => [a[0] + b[0], a[1] + b[1]];
const minus = (a: Score, b: Score): Score => [a[0] - b[0], a[1] - b[1]];
const ZERO: Score = [0, 0];

/** The group holding a sport's whole-match score: soccer goals (1000), tennis sets (5001), sport id × 1000 + 1. */
export function mainScoreGroup(sid: number): { pe: number; tyg: number } {
  if (sid === 1) return { pe: 1000, tyg: TYG.score };
  if (sid === 5) return { pe: 5001, tyg: TYG.sets };
  return { pe: sid * 1000 + 1, tyg: TYG.score };
}

/**
 * The final score that decides a market of type `mty` for period `pe` of an ended match. A part of the match
 * without a score group (no goal in the first half, a quarter without points) counts 0-0.
 */
export function settlingScore(match: ScoreGroups, mty: number | undefined, pe: number | undefined): Score {
  const main = mainScoreGroup(match.sid);
  const whole = groupScore(match, main.pe, main.tyg) ?? ZERO;
  if (match.sid === 1) {
    const tyg = mty !== undefined && CORNER_MARKETS.has(mty) ? TYG.corners : TYG.score;
    const full = groupScore(match, 1000, tyg) ?? groupScore(match, 1001, tyg) ?? ZERO;
    const firstHalf = groupScore(match, 1002, tyg) ?? ZERO;
    if (pe === 1002) return firstHalf;
    if (pe === 1003) return minus(full, firstHalf);
    return full;
  }
  if (match.sid === 3) {
    const quarter = (q: number): Score => groupScore(match, 3005 + q, TYG.score) ?? ZERO;
    if (pe !== undefined && pe >= 3005 && pe <= 3008) return quarter(pe - 3005);
    if (pe === 3003) return add(quarter(0), quarter(1));
    if (pe === 3004) return add(quarter(2), quarter(3));
    return whole;
  }
  if (match.sid === 5 && mty !== undefined && GAME_MARKETS.has(mty)) {
    return match.nsg.filter((g) => g.tyg === TYG.games).reduce<Score>((sum, g) => add(sum, [g.sc[0] ?? 0, g.sc[1] ?? 0]), ZERO);
  }
  return whole;
}

/** "2-1" -> [2, 1]; anything else -> undefined. */
export function parseScore(text: string | undefined): Score | undefined {
  const found = /^(\d+)-(\d+)$/.exec(text ?? '');
  return found ? [Number(found[1]), Number(found[2])] : undefined;
}

const win = (won: boolean): LegOutcome => (won ? 'win' : 'loss');

function lineOutcome(side: BetSide, line: number, [home, away]: Score): LegOutcome {
  const market = side === 'home' || side === 'away' ? 'handicap' : 'total';
  if (!Number.isFinite(line) || !Number.isInteger(line * 4)) return 'void';
  return settleBet({ market, side, line, odds: 2, stake: 1 }, { home, away }).outcome;
}

/**
 * The outcome of a leg given the score that settles it (`settlingScore`). An Asian handicap taken in play (`re`,
 * the score when the bet was taken) counts only the goals scored after the bet, as the provider does. Outright legs
 * are not settled by a match ending (undefined); a selection the rules do not know is void.
 */
export function legOutcome(leg: Pick<BetRecordOption, 'mty' | 'ty' | 're'> & { li?: string | undefined }, score: Score): LegOutcome | undefined {
  const [home, away] = score;
  const line = Number(leg.li ?? 0);
  if (leg.mty === undefined) return 'void';
  switch (marketKind(leg.mty)) {
    case 'handicap': {
      if (leg.ty !== 1 && leg.ty !== 2) return 'void';
      const before = parseScore(leg.re);
      // Only the goal difference decides a handicap, so the goals after the bet are taken as a difference.
      const diff = before ? home - away - (before[0] - before[1]) : home - away;
      return lineOutcome(leg.ty === 1 ? 'home' : 'away', line, diff >= 0 ? [diff, 0] : [0, -diff]);
    }
    case 'total':
      return leg.ty === 4 || leg.ty === 5 ? lineOutcome(leg.ty === 4 ? 'over' : 'under', line, score) : 'void';
    case 'threeWay':
      if (leg.ty === 1) return win(home > away);
      if (leg.ty === 2) return win(away > home);
      return leg.ty === 3 ? win(home === away) : 'void';
    case 'twoWay':
      if (home === away) return 'push';
      return leg.ty === 1 || leg.ty === 2 ? win((leg.ty === 1) === home > away) : 'void';
    case 'oddEven':
      return leg.ty === 6 || leg.ty === 7 ? win(((home + away) % 2 === 1) === (leg.ty === 7)) : 'void';
    case 'yesNo':
      return leg.ty === 8 || leg.ty === 9 ? win((home > 0 && away > 0) === (leg.ty === 8)) : 'void';
    case 'doubleChance': {
      const result = home > away ? 'home' : home < away ? 'away' : 'draw';
      const covers: Record<number, readonly string[]> = { 35: ['home', 'draw'], 36: ['home', 'away'], 37: ['draw', 'away'] };
      const picked = covers[leg.ty];
      return picked ? win(picked.includes(result)) : 'void';
    }
    case 'correctScore':
      return leg.ty >= 100 && leg.ty <= 199 ? win(leg.ty === 100 + 10 * home + away) : 'void';
    case 'outright':
      return undefined;
  }
}

/** What one unit staked on these legs returns once every one is settled (a parlay multiplies the leg factors). */
export function comboReturn(legs: ReadonlyArray<{ od: number; outcome: LegOutcome }>): number {
  return legs.reduce((product, leg) => product * parlayLegFactor(leg.od, leg.outcome), 1);
}

/** Every k-leg combination of `items`. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/**
 * What one unit staked per sub-bet returns for a bet of these legs with `sv` legs per sub-bet (0: the full
 * combination of every size from 2 up; a single has one leg and sv 1): the sum over the sub-bets.
 */
export function betReturnPerUnit(legs: ReadonlyArray<{ od: number; outcome: LegOutcome }>, sv: number): number {
  const sizes = sv === 0 ? legs.map((_, index) => index + 1).filter((k) => k >= 2) : [Math.min(Math.max(sv, 1), legs.length)];
  return sizes.flatMap((k) => combinations(legs, k)).reduce((sum, sub) => sum + comboReturn(sub), 0);
}
