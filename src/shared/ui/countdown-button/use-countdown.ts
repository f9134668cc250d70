import { useCallback, useEffect, useState } from 'react';
import { readDeadline, writeDeadline } from './countdown-store';

export interface Countdown {
  /** Whole seconds left, rounded up; 0 when not counting. */
  secondsLeft: number;
  running: boolean;
  start: (seconds: number) => void;
}

/**
 * A countdown to a fixed deadline. It ticks on each whole second before the deadline and reads the clock on
 * every tick, so a throttled background tab or a long pause shows the true time left when it wakes.
 */
export function useCountdown(resumeKey?: string): Countdown {
  const [deadline, setDeadline] = useState<number | null>(() => readDeadline(resumeKey, Date.now()));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Wake exactly when the shown number changes (or at once when the deadline has already passed).
    const schedule = () => {
      const left = deadline - Date.now();
      timer = setTimeout(tick, left <= 0 ? 0 : left % 1000 || 1000);
    };
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        writeDeadline(resumeKey, null);
        setDeadline(null);
        return;
      }
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline, resumeKey]);

  const start = useCallback(
    (seconds: number) => {
      const current = Date.now();
      const next = current + seconds * 1000;
      writeDeadline(resumeKey, next);
      setNow(current);
      setDeadline(next);
    },
    [resumeKey],
  );

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, running: deadline !== null && secondsLeft > 0, start };
}
