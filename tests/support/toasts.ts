// The toasts a screen shows, recorded from the app's toast store. Shared by the jsdom integration tests and the
// stories (it needs the store and Testing Library's waitFor, which both run): a short toast cannot slip past an assertion on a busy machine.
import { waitFor } from '@testing-library/dom';
import { getToast, subscribeToast, type ActiveToast } from '@/shared/ui/toast/toast';

export type ShownToast = Pick<ActiveToast, 'message' | 'type' | 'durationMs'>;

export interface ToastRecorder {
  /** Every toast shown since the recorder started, oldest first. */
  shown: ShownToast[];
  stop: () => void;
}

const running = new Set<() => void>();

/** Records every toast shown from now on; stop() ends it (stopToastRecorders() ends every one still running). */
export function recordToasts(): ToastRecorder {
  const shown: ShownToast[] = [];
  const unsubscribe = subscribeToast(() => {
    const toast = getToast();
    if (toast) shown.push({ message: toast.message, type: toast.type, durationMs: toast.durationMs });
  });
  const stop = () => {
    unsubscribe();
    running.delete(stop);
  };
  running.add(stop);
  return { shown, stop };
}

/** Ends every toast recorder still running (for an afterEach). */
export function stopToastRecorders(): void {
  for (const stop of [...running]) stop();
}

export interface ExpectedToast {
  message: string;
  type: ShownToast['type'];
  /** Checked only when given. */
  durationMs?: number | null;
}

const matches = (toast: ShownToast, expected: ExpectedToast): boolean =>
  toast.message === expected.message &&
  toast.type === expected.type &&
  (expected.durationMs === undefined || toast.durationMs === expected.durationMs);

/**
 * Waits until the recorder has seen a toast with this message and type (and duration, when given), checking after
 * every DOM change and every 50 ms like any findBy; fails after `timeoutMs` naming what was shown instead.
 */
export async function expectToast(recorder: ToastRecorder, expected: ExpectedToast, timeoutMs = 5000): Promise<void> {
  await waitFor(
    () => {
      if (!recorder.shown.some((toast) => matches(toast, expected))) {
        throw new Error(`Expected the toast ${JSON.stringify(expected)}; shown: ${JSON.stringify(recorder.shown)}`);
      }
    },
    { timeout: timeoutMs },
  );
}
