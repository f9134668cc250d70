import { describe, expect, it, vi } from 'vitest';
import { SteppedClock, systemClock } from './clock';

describe('SteppedClock', () => {
  it('runs due timers in time order at their own time and moves to the end', async () => {
    const clock = new SteppedClock(1000);
    const seen: string[] = [];
    clock.after(300, () => seen.push(`b@${clock.now()}`));
    clock.after(100, () => seen.push(`a@${clock.now()}`));
    clock.every(250, () => seen.push(`tick@${clock.now()}`));
    await clock.advance(600);
    expect(seen).toEqual(['a@1100', 'tick@1250', 'b@1300', 'tick@1500']);
    expect(clock.now()).toBe(1600);
    expect(clock.pending).toBe(1);
  });

  it('cancels, and awaits an async timer before the next one', async () => {
    const clock = new SteppedClock(0);
    const seen: number[] = [];
    const stop = clock.every(10, async () => {
      await Promise.resolve();
      seen.push(clock.now());
    });
    const cancel = clock.after(15, () => seen.push(-1));
    cancel();
    await clock.advance(30);
    stop();
    await clock.advance(30);
    expect(seen).toEqual([10, 20, 30]);
    expect(clock.pending).toBe(0);
  });
});

describe('systemClock', () => {
  it('uses the global timers and survives a failing callback', async () => {
    vi.useFakeTimers();
    try {
      const seen: number[] = [];
      const stop = systemClock.every(100, () => {
        seen.push(systemClock.now());
        throw new Error('ignored');
      });
      await vi.advanceTimersByTimeAsync(250);
      stop();
      await vi.advanceTimersByTimeAsync(250);
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
