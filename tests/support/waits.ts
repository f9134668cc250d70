// Waiting on the app's state in jsdom tests, with or without a faked clock: until() retries an assertion until it
// holds, advance() moves the faked clock. Neither counts real time: a busy machine makes them slower, never wrong.
import { act } from '@testing-library/react';
import { TestRunner, vi } from 'vitest';

export interface UntilOptions {
  /**
   * How far the faked clock moves between two tries (only while timers are faked). 0, the default, leaves the clock
   * where the test put it, for interval checks that must be exact; a few ms let work the app schedules on short
   * timeouts (React Query tells its observers on a 0 ms timeout) finish when setTimeout itself is faked.
   */
  stepMs?: number;
}

/** How long before the test's own timeout until() gives up, so the test fails with the assertion, not the timeout. */
const BEFORE_TEST_TIMEOUT_MS = 250;

/** When the running test times out (epoch ms), or never when it has no timeout. */
function testDeadline(): number {
  const test = TestRunner.getCurrentTest();
  if (!test?.timeout) return Number.POSITIVE_INFINITY;
  return (test.result?.startTime ?? Date.now()) + test.timeout - BEFORE_TEST_TIMEOUT_MS;
}

/**
 * Retries `assertion`, letting real work (chunks, requests, socket events, renders) run between tries, until it holds.
 * It has no time limit of its own: the only limit is the test's timeout, just before which it throws the last failed
 * assertion (the test then fails saying what was not reached, and ends before its clean-up runs).
 */
export async function until(assertion: () => void, { stepMs = 0 }: UntilOptions = {}): Promise<void> {
  const deadline = testDeadline();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
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
