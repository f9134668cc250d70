// VIP levels 0-11 (SPEC.md section 1): which level a member's totals reach, what the next level still asks for, and
// how one requirement reads on screen. The mock backend computes levels with the same rules the screens explain.

/** The highest VIP level; nothing is left to reach there. */
export const VIP_TOP_LEVEL = 11;

/** A member's totals since registration, in the registration currency. */
export interface VipTotals {
  /** Credited deposits. */
  deposit: number;
  /** Valid bets: stakes that were not refunded. */
  turnover: number;
}

/** What one level asks for (cumulative totals). */
export interface VipLevelThreshold {
  vipLevel: number;
  depositRequired: number;
  turnoverRequired: number;
}

export type VipRequirementKind = 'deposit' | 'turnover';

export interface VipRequirementValue {
  kind: VipRequirementKind;
  required: number;
  achieved: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

const ascending = <T extends { vipLevel: number }>(rules: readonly T[]): T[] => [...rules].sort((a, b) => a.vipLevel - b.vipLevel);

const meets = (totals: VipTotals, rule: VipLevelThreshold): boolean =>
  totals.deposit >= rule.depositRequired && totals.turnover >= rule.turnoverRequired;

/**
 * The level the totals reach: levels are climbed in order from 0, and a level counts when every requirement of it
 * and of each level below it is met (a gap in the table stops the climb).
 */
export function levelFor(totals: VipTotals, rules: readonly VipLevelThreshold[]): number {
  let level = 0;
  for (const rule of ascending(rules)) {
    if (rule.vipLevel === 0) continue;
    if (rule.vipLevel !== level + 1 || !meets(totals, rule)) break;
    level = rule.vipLevel;
  }
  return level;
}

/** The requirements of the level above `level` with the member's totals (none at the top or past the table). */
export function nextLevelRequirements(level: number, totals: VipTotals, rules: readonly VipLevelThreshold[]): VipRequirementValue[] {
  const next = rules.find((rule) => rule.vipLevel === level + 1);
  if (!next) return [];
  return [
    { kind: 'deposit', required: next.depositRequired, achieved: round2(totals.deposit) },
    { kind: 'turnover', required: next.turnoverRequired, achieved: round2(totals.turnover) },
  ];
}

/** One requirement as the progress card shows it. */
export interface RequirementProgress extends VipRequirementValue {
  /** What is still missing (0 once done). */
  left: number;
  done: boolean;
  /** Whole percent done, 0-100; 100 only once done. */
  percent: number;
}

export function requirementProgress(requirement: VipRequirementValue): RequirementProgress {
  const required = Math.max(0, requirement.required);
  const achieved = Math.max(0, requirement.achieved);
  const left = Math.max(0, round2(required - achieved));
  const done = left === 0;
  const percent = done ? 100 : Math.min(99, Math.floor((achieved * 100) / required));
  return { ...requirement, required, achieved, left, done, percent };
}

/** Levels above `from` up to and including `to`: the levels whose upgrade bonus a climb earns. */
export function levelsClimbed(from: number, to: number): number[] {
  const levels: number[] = [];
  for (let level = Math.max(from, 0) + 1; level <= Math.min(to, VIP_TOP_LEVEL); level += 1) levels.push(level);
  return levels;
}
