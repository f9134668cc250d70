// A tiny seeded pseudo-random generator (mulberry32): the same seed always yields the same sequence, so the
// mock backend's data is reproducible without pulling a faker library into the browser bundle.
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** A string of `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet?: string): string;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => next() < p,
    chars(length, alphabet = ALNUM) {
      let out = '';
      for (let i = 0; i < length; i += 1) out += alphabet.charAt(int(0, alphabet.length - 1));
      return out;
    },
  };
}
