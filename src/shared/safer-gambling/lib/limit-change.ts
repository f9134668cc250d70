// The 24-hour rule: a lower limit (or a first limit) takes effect at once; a higher limit or a removal waits 24 hours
// (a cooling-off), so a player cannot raise a limit on impulse. A later change replaces what was waiting.

export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** A limit's value: an amount (money, or minutes for the session limit) or null for none. */
export type LimitValue = number | null;

export interface LimitState {
  /** In force now. */
  value: LimitValue;
  /** Waiting for its cooling-off to end; undefined when nothing waits. */
  pending?: { value: LimitValue; from: number } | undefined;
}

export type ChangeEffect = 'now' | 'later' | 'unchanged';

/** The value in force at `now`: a waiting change whose time has come is in force. */
export function settle(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.from <= now) return { value: state.pending.value };
  return state;
}

/** True when `next` is stricter than `current` (any amount is stricter than none). */
export function isStricter(current: LimitValue, next: LimitValue): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/** The limit after the player asks for `requested` at `now`, and when the request takes effect. */
export function requestChange(state: LimitState, requested: LimitValue, now: number): { state: LimitState; effect: ChangeEffect } {
  const settled = settle(state, now);
  if (requested === settled.value) return { state: { value: settled.value }, effect: settled.pending ? 'now' : 'unchanged' };
  if (isStricter(settled.value, requested)) return { state: { value: requested }, effect: 'now' };
  return { state: { value: settled.value, pending: { value: requested, from: now + COOLING_OFF_MS } }, effect: 'later' };
}
