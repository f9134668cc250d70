import type { MatchClock } from '@/shared/api/generated/sports/model';
import { createStore, type Store } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/**
 * The live clock of a match row (SPEC.md section 4 "Match display"): it starts from the last clock the server sent
 * and ticks locally every second, counting up (tp 1) or down (tp 2, e.g. basketball quarters), only while the
 * clock runs (r not false).
 */
export function clockSeconds(clock: Pick<MatchClock, 's' | 'tp' | 'r'>, receivedAtMs: number, nowMs: number): number {
  const base = clock.s ?? 0;
  if (clock.r === false) return base;
  const elapsed = Math.max(0, Math.floor((nowMs - receivedAtMs) / 1000));
  return clock.tp === 2 ? Math.max(0, base - elapsed) : base + elapsed;
}

/** When each clock object was first seen: a push or refetch brings a new object, which restarts the local count. */
const firstSeen = new WeakMap<MatchClock, number>();

export function clockReceivedAt(clock: MatchClock, nowMs: number): number {
  const seen = firstSeen.get(clock);
  if (seen !== undefined) return seen;
  firstSeen.set(clock, nowMs);
  return nowMs;
}

/** One shared one-second ticker for every visible clock; it runs only while a clock is on screen. */
function createTicker(intervalMs = 1000): Store<number> {
  const ticker: Store<number> = createStore(Date.now(), {
    watch: () => {
      ticker.set(Date.now());
      const id = setInterval(() => ticker.set(Date.now()), intervalMs);
      return () => clearInterval(id);
    },
  });
  return ticker;
}

const secondTicker = createTicker();

/** The current time, re-rendering every second while mounted. */
export function useSecondTick(): number {
  return useStore(secondTicker);
}
