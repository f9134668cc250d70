// The soccer goal model behind the seeded prices: independent Poisson goals per side, the score matrix and goal
// totals it gives, and the fair lines and probabilities of handicap, over/under and 1X2 derived from it.

/** One line of a market group: its line value and each selection's probability. */
export interface LineSpec {
  li?: number;
  options: Array<{ ty: number; p: number }>;
}

/** A probability kept away from 0 and 1, so every price stays finite. */
export const clamp = (p: number): number => Math.min(0.97, Math.max(0.03, p));

/** Probability that `diff` (home − away, plus the line) beats zero, with half the pushes counted. */
function cover(distribution: Map<number, number>, lineValue: number): number {
  let win = 0;
  let lose = 0;
  for (const [diff, p] of distribution) {
    const value = diff + lineValue;
    if (value > 0) win += p;
    else if (value < 0) lose += p;
  }
  return clamp(win / Math.max(win + lose, 1e-9));
}

/** Averages the two half-lines of a quarter line (0.25 -> 0 and 0.5). */
function quarterAware(lineValue: number, probability: (l: number) => number): number {
  const quarters = Math.round(lineValue * 4);
  if (quarters % 2 === 0) return probability(lineValue);
  return (probability(lineValue - 0.25) + probability(lineValue + 0.25)) / 2;
}

export const poisson = (lambda: number, k: number): number => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
};

/** Score matrix of a goal model: p[h][a] for 0..max goals each. */
function scoreMatrix(homeGoals: number, awayGoals: number, max = 10): number[][] {
  return Array.from({ length: max + 1 }, (_, h) => Array.from({ length: max + 1 }, (_, a) => poisson(homeGoals, h) * poisson(awayGoals, a)));
}

export interface GoalModel {
  matrix: number[][];
  diff: Map<number, number>;
  total: Map<number, number>;
}

export function goalModel(homeGoals: number, awayGoals: number): GoalModel {
  const matrix = scoreMatrix(homeGoals, awayGoals);
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  matrix.forEach((row, h) =>
    row.forEach((p, a) => {
      diff.set(h - a, (diff.get(h - a) ?? 0) + p);
      total.set(h + a, (total.get(h + a) ?? 0) + p);
    }),
  );
  return { matrix, diff, total };
}

/** Probability that the goals go over `lineValue` (pushes left out). */
const overProbability = (model: GoalModel, lineValue: number): number => cover(model.total, -lineValue);

export const nearestQuarter = (value: number): number => Math.round(value * 4) / 4;

export function handicapLines(model: GoalModel, main: number, offsets: number[]): LineSpec[] {
  return offsets.map((offset) => {
    const li = main + offset;
    const p = quarterAware(li, (l) => cover(model.diff, l));
    return { li, options: [{ ty: 1, p }, { ty: 2, p: 1 - p }] };
  });
}

export function totalLines(model: GoalModel, main: number, offsets: number[]): LineSpec[] {
  return offsets
    .map((offset) => main + offset)
    .filter((li) => li > 0)
    .map((li) => {
      const p = quarterAware(li, (l) => overProbability(model, l));
      return { li, options: [{ ty: 4, p }, { ty: 5, p: 1 - p }] };
    });
}

export function threeWay(model: GoalModel): LineSpec {
  let home = 0;
  let draw = 0;
  for (const [diff, p] of model.diff) {
    if (diff > 0) home += p;
    else if (diff === 0) draw += p;
  }
  return { options: [{ ty: 1, p: home }, { ty: 3, p: draw }, { ty: 2, p: 1 - home - draw }] };
}

/** The handicap that makes the two sides closest to even, on the quarter grid. */
export function fairHandicap(model: GoalModel): number {
  let best = 0;
  let gap = 1;
  for (let quarters = -12; quarters <= 12; quarters += 1) {
    const li = quarters / 4;
    const distance = Math.abs(quarterAware(li, (l) => cover(model.diff, l)) - 0.5);
    if (distance < gap) [best, gap] = [li, distance];
  }
  return best;
}

export function fairTotal(model: GoalModel): number {
  let best = 2.5;
  let gap = 1;
  for (let quarters = 3; quarters <= 24; quarters += 1) {
    const li = quarters / 4;
    const distance = Math.abs(quarterAware(li, (l) => overProbability(model, l)) - 0.5);
    if (distance < gap) [best, gap] = [li, distance];
  }
  return best;
}
