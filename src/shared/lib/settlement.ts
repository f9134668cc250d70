/**
 * How an Asian handicap or over/under bet settles against a final score. Lines are multiples of 0.25: whole and
 * half lines settle the whole stake on one line; a quarter line (0.25, 0.75, ...) splits the stake into two halves
 * on the neighbouring half and whole lines (0.25 = half on 0, half on 0.5) and settles each half on its own.
 */

export type BetMarket = 'handicap' | 'total';
/** Handicap: the home or the away side. Over/under: over or under the line. */
export type BetSide = 'home' | 'away' | 'over' | 'under';
export type PartResult = 'win' | 'push' | 'loss';
export type Outcome = 'win' | 'halfWin' | 'push' | 'halfLoss' | 'loss';

export interface PracticeBet {
  market: BetMarket;
  side: BetSide;
  /** Handicap: the home side's handicap (-1.25 = home gives 1.25 goals). Over/under: the total line. */
  line: number;
  /** Decimal (European) odds, stake included. */
  odds: number;
  stake: number;
}

export interface FinalScore {
  home: number;
  away: number;
}

export interface SettledPart {
  line: number;
  stake: number;
  result: PartResult;
  /** What this part pays back, stake included. */
  payout: number;
}

export interface Settlement {
  outcome: Outcome;
  parts: SettledPart[];
  /** What the whole bet pays back, stake included (not rounded). */
  payout: number;
  /** Payout minus stake. */
  profit: number;
}

export const LINE_STEP = 0.25;

/** True for a finite multiple of 0.25. */
export function isQuarterMultiple(line: number): boolean {
  return Number.isFinite(line) && Number.isInteger(line * 4);
}

/** True for 0.25, 0.75, 1.25, ... (lines that split the stake). */
export function isSplitLine(line: number): boolean {
  return isQuarterMultiple(line) && Math.abs(line * 4) % 2 === 1;
}

/** The lines a stake is placed on: the line itself, or the two half-stake neighbours of a quarter line. */
export function splitLine(line: number): number[] {
  return isSplitLine(line) ? [line - LINE_STEP, line + LINE_STEP] : [line];
}

/** How far the picked side is ahead once the line is applied (above 0 wins, 0 pushes, below 0 loses). */
function margin(bet: Pick<PracticeBet, 'market' | 'side'>, line: number, score: FinalScore): number {
  switch (bet.side) {
    case 'home':
      return score.home - score.away + line;
    case 'away':
      return score.away - score.home - line;
    case 'over':
      return score.home + score.away - line;
    case 'under':
      return line - (score.home + score.away);
  }
}

function partResult(value: number): PartResult {
  if (value > 0) return 'win';
  return value === 0 ? 'push' : 'loss';
}

const PART_PAYOUT: Record<PartResult, (stake: number, odds: number) => number> = {
  win: (stake, odds) => stake * odds,
  push: (stake) => stake,
  loss: () => 0,
};

function combine(results: readonly PartResult[]): Outcome {
  const wins = results.filter((result) => result === 'win').length;
  const losses = results.filter((result) => result === 'loss').length;
  if (wins === results.length) return 'win';
  if (losses === results.length) return 'loss';
  if (wins > 0) return 'halfWin';
  return losses > 0 ? 'halfLoss' : 'push';
}

/** The sides that belong to a market. */
export const MARKET_SIDES: Record<BetMarket, readonly [BetSide, BetSide]> = {
  handicap: ['home', 'away'],
  total: ['over', 'under'],
};

/**
 * Settles a practice bet. Throws on input no real bet can have (a line off the 0.25 grid, a side of the other
 * market, odds below 1, a negative stake or score), so the screen only ever calls it with checked values.
 */
export function settleBet(bet: PracticeBet, score: FinalScore): Settlement {
  if (!isQuarterMultiple(bet.line)) throw new RangeError(`line ${bet.line} is not a multiple of 0.25`);
  if (!MARKET_SIDES[bet.market].includes(bet.side)) throw new RangeError(`${bet.side} is not a side of ${bet.market}`);
  if (!(bet.odds >= 1) || !Number.isFinite(bet.odds)) throw new RangeError(`odds ${bet.odds} are below 1`);
  if (!(bet.stake >= 0) || !Number.isFinite(bet.stake)) throw new RangeError(`stake ${bet.stake} is negative`);
  for (const goals of [score.home, score.away]) {
    if (!Number.isInteger(goals) || goals < 0) throw new RangeError(`score ${goals} is not a whole number of goals`);
  }
  const lines = splitLine(bet.line);
  const partStake = bet.stake / lines.length;
  const parts = lines.map((line): SettledPart => {
    const result = partResult(margin(bet, line, score));
    return { line, stake: partStake, result, payout: PART_PAYOUT[result](partStake, bet.odds) };
  });
  const payout = parts.reduce((sum, part) => sum + part.payout, 0);
  return { outcome: combine(parts.map((part) => part.result)), parts, payout, profit: payout - bet.stake };
}

/**
 * The line as players read it, from the picked side: a quarter line shows both halves ("+0/0.5", "-1/1.5",
 * over "2.5/3"), whole and half lines one number; handicaps carry their sign ("0" for level).
 */
export function formatLine(line: number, signed: boolean): string {
  const sign = !signed || line === 0 ? '' : line > 0 ? '+' : '-';
  return sign + splitLine(Math.abs(line)).map(String).join('/');
}

/** The line from the picked side: the away side takes the home handicap with the other sign. */
export function sideLine(bet: Pick<PracticeBet, 'market' | 'side' | 'line'>): number {
  return bet.side === 'away' ? -bet.line : bet.line;
}

/** Reads a stake typed by the player: digits with at most two decimals (comma or point), 0 < stake ≤ max. */
export function parseStake(text: string, max = 1_000_000_000): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= max ? value : null;
}

/** Reads decimal odds typed by the player: 1.01 to 1000, at most three decimals. */
export function parseOdds(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= 1.01 && value <= 1000 ? value : null;
}

/** What one parlay leg multiplies the combined odds by: its odds when won, 1 when void or pushed, 0 when lost. */
export function parlayLegFactor(odds: number, outcome: Outcome | 'void'): number {
  switch (outcome) {
    case 'win':
      return odds;
    case 'halfWin':
      return (1 + odds) / 2;
    case 'push':
    case 'void':
      return 1;
    case 'halfLoss':
      return 0.5;
    case 'loss':
      return 0;
  }
}

/** A parlay's combined odds after settlement: the product of its legs' factors (stake × this is the return). */
export function parlayOdds(legs: readonly { odds: number; outcome: Outcome | 'void' }[]): number {
  return legs.reduce((product, leg) => product * parlayLegFactor(leg.odds, leg.outcome), 1);
}
