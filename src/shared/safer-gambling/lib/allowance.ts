// What a limit allows: the money a member has deposited, lost or staked in the limit's period so far (from the
// ledger's movements), and what remains. A movement that would take the used amount above the limit is refused.
import { periodWindow, type LimitPeriod } from './periods';
import type { LimitValue } from './limit-change';

export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** One money movement counted by the limits, in the member's main-wallet currency. */
export interface Movement {
  time: number;
  /** deposit: money paid in (requested orders count at once); stake: money staked; return: paid back on a bet. */
  type: 'deposit' | 'stake' | 'return';
  amount: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The amount a kind of limit has used over the movements given (loss: stakes less returns, never below 0). */
export function usedOf(kind: LimitKind, movements: readonly Movement[]): number {
  const sum = (type: Movement['type']) => movements.filter((m) => m.type === type).reduce((total, m) => total + m.amount, 0);
  if (kind === 'deposit') return round2(sum('deposit'));
  if (kind === 'stake') return round2(sum('stake'));
  return round2(Math.max(0, sum('stake') - sum('return')));
}

export interface Allowance {
  kind: LimitKind;
  period: LimitPeriod;
  limit: LimitValue;
  used: number;
  /** null when there is no limit. */
  remaining: number | null;
  /** When the period ends and the limit starts again. */
  resetsAt: number;
}

/** The allowance of one limit at `now` over the member's movements. */
export function allowanceOf(kind: LimitKind, period: LimitPeriod, limit: LimitValue, movements: readonly Movement[], now: number, timeZone: string): Allowance {
  const { start, end } = periodWindow(period, now, timeZone);
  const used = usedOf(kind, movements.filter((m) => m.time >= start && m.time < end && m.time <= now));
  return { kind, period, limit, used, remaining: limit === null ? null : round2(Math.max(0, limit - used)), resetsAt: end };
}

/** Which movement kinds a new action adds to: a deposit adds deposits; a stake adds stakes and (at worst) losses. */
const KINDS_TOUCHED: Record<'deposit' | 'stake', readonly LimitKind[]> = { deposit: ['deposit'], stake: ['stake', 'loss'] };

/**
 * The first allowance a new deposit or stake of `amount` would break (the tightest: least remaining first), or
 * undefined when every limit allows it. A stake counts fully as a possible loss.
 */
export function breachOf(action: 'deposit' | 'stake', amount: number, allowances: readonly Allowance[]): Allowance | undefined {
  const touched = allowances.filter((a) => KINDS_TOUCHED[action].includes(a.kind) && a.remaining !== null && amount > a.remaining);
  return touched.sort((a, b) => (a.remaining ?? 0) - (b.remaining ?? 0) || a.resetsAt - b.resetsAt)[0];
}

/** The least remaining over the limits of one action (what the deposit form and the bet cart show), or null. */
export function remainingFor<T extends { kind: string; remaining: number | null }>(action: 'deposit' | 'stake', limits: readonly T[]): T | null {
  const kinds: readonly string[] = KINDS_TOUCHED[action];
  const touched = limits.filter((a) => kinds.includes(a.kind) && a.remaining !== null);
  return touched.sort((a, b) => (a.remaining ?? 0) - (b.remaining ?? 0))[0] ?? null;
}
