import type { MatchClock } from '@/shared/api/generated/sports/model';
import { showsClock } from '@/shared/lib/match-display';
import { clockReceivedAt, clockSeconds, useSecondTick } from '@/shared/ui/match-card/live-clock';
import { clockLabel } from '../scoreboard-rules';

/**
 * The match clock as shown, ticking locally each second from the last value the provider sent (up, or down when
 * mc.tp is 2); null when the clock is not shown (SPEC.md section 4: only live matches with mc.s of 0 or more).
 */
export function useMatchClock(ms: number, clock: MatchClock): string | null {
  const now = useSecondTick();
  if (!showsClock(ms, clock)) return null;
  return clockLabel(clockSeconds(clock, clockReceivedAt(clock, now), now), clock);
}
