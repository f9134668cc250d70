// The one time source of the live evening. The hub and the simulator read the time and set their timers through a
// LiveClock: in the browser and the standalone server it is the system clock; tests and tools use a SteppedClock
// and move it on by hand, so a whole evening runs without waiting.

export interface LiveClock {
  now(): number;
  /** Calls `run` once after `ms`; returns the function that cancels it. */
  after(ms: number, run: () => unknown): () => void;
  /** Calls `run` every `ms`; returns the function that stops it. */
  every(ms: number, run: () => unknown): () => void;
}

/** A timer callback that may be async: a failure is dropped, a stuck timer must not stop the others. */
const fire = (run: () => unknown): void => {
  void Promise.resolve()
    .then(run)
    .catch(() => undefined);
};

const unref = (timer: unknown): void => {
  (timer as { unref?: () => void }).unref?.();
};

/** Date.now and the global timers (read at each call, so test fake timers apply). */
export const systemClock: LiveClock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(() => fire(run), ms);
    unref(timer);
    return () => clearTimeout(timer);
  },
  every(ms, run) {
    const timer = setInterval(() => fire(run), ms);
    unref(timer);
    return () => clearInterval(timer);
  },
};

interface Timer {
  id: number;
  due: number;
  /** Repeat period, for every(). */
  period?: number;
  run: () => unknown;
}

/** A clock that only moves when told to: advance() runs every timer that falls due, in time order, awaiting each. */
export class SteppedClock implements LiveClock {
  private time: number;
  private nextId = 0;
  private readonly timers = new Map<number, Timer>();

  constructor(start: number) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => unknown): () => void {
    return this.add({ id: (this.nextId += 1), due: this.time + Math.max(0, ms), run });
  }

  every(ms: number, run: () => unknown): () => void {
    const period = Math.max(1, ms);
    return this.add({ id: (this.nextId += 1), due: this.time + period, period, run });
  }

  /** The number of timers waiting (repeating ones included). */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves the time on by `ms`, running each timer at its due time (a repeating one as often as it falls due). */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.timers.values()].filter((t) => t.due <= end).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.time = Math.max(this.time, next.due);
      if (next.period === undefined) this.timers.delete(next.id);
      else next.due += next.period;
      await next.run();
    }
    this.time = end;
  }

  private add(timer: Timer): () => void {
    this.timers.set(timer.id, timer);
    return () => {
      this.timers.delete(timer.id);
    };
  }
}
