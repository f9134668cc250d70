// Waiting on the app's state in jsdom tests, with or without a faked clock: until() retries an assertion until it
// holds, advance() moves the faked clock. Neither counts real time: a busy machine makes them slower, never wrong.
import { act } from '@testing-library/react';
import { onTestFailed, onTestFinished, vi } from 'vitest';

export interface UntilOptions {
  /**
   * How far the faked clock moves between two tries (only while timers are faked). 0, the default, leaves the clock
   * where the test put it, for interval checks that must be exact; a few ms let work the app schedules on short
   * timeouts (React Query tells its observers on a 0 ms timeout) finish when setTimeout itself is faked.
   */
  stepMs?: number;
}

/**
 * Retries `assertion`, letting real work (chunks, requests, socket events, renders) run between tries, until it holds.
 * It has no time limit of its own: the test's timeout ends a wait that never succeeds, and the last failed assertion
 * is then reported with the timeout, so the failure still says what was not reached.
 */
export async function until(assertion: () => void, { stepMs = 0 }: UntilOptions = {}): Promise<void> {
  let last: unknown;
  let held = false;
  let finished = false;
  onTestFinished(() => {
    finished = true;
  });
  onTestFailed(({ task }) => {
    if (held || last === undefined) return;
    const reason = last instanceof Error ? last.message : String(last);
    task.result?.errors?.push({ name: 'UntilError', message: `until() was still waiting for: ${reason}` } as never);
  });
  for (;;) {
    try {
      assertion();
      held = true;
      return;
    } catch (error) {
      last = error;
      // The test is over (timed out): stop trying, so the loop does not outlive it.
      if (finished) throw error;
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        if (stepMs > 0 && vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(stepMs);
      });
    }
  }
}

/** Moves the faked clock on by `ms` and lets the timers, requests and renders it started finish. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
