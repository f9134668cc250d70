import type { MatchClock } from '@/shared/api/generated/sports/model';
import { clockText } from '@/shared/lib/match-display';
import { clockReceivedAt, clockSeconds, useSecondTick } from './live-clock';

/** The running clock of a live match, ticking every second from the last clock the server sent. */
export function LiveClock({ clock }: { clock: MatchClock }) {
  const now = useSecondTick();
  const seconds = clockSeconds(clock, clockReceivedAt(clock, now), now);
  return <time>{clockText(seconds)}</time>;
}
