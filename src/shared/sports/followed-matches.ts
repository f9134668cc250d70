import { createStore, watchStorageKey } from '@/shared/lib/create-store';
import { readStoredJson, writeStored } from '@/shared/lib/safe-storage';
import { useStore } from '@/shared/lib/use-store';

/**
 * Followed matches (SPEC.md section 3 "followed matches", section 4 "Following a match"): per sport id a list of
 * match ids, kept in local storage so they survive a reload and show in other tabs at once.
 */
export type FollowedMatches = Readonly<Record<string, readonly number[]>>;

export const FOLLOWED_MATCHES_KEY = 'followedMatches';

const EMPTY: FollowedMatches = Object.freeze({});

let cachedRaw: string | undefined;
let cached: FollowedMatches = EMPTY;

const isMatchId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Reads what is stored, keeping only sport ids with a list of valid match ids; the same object while it is unchanged. */
export function parseFollowedMatches(raw: unknown): FollowedMatches {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return EMPTY;
  const result: Record<string, number[]> = {};
  for (const [sportId, ids] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+$/.test(sportId) || !Array.isArray(ids)) continue;
    const valid = [...new Set(ids.filter(isMatchId))];
    if (valid.length > 0) result[sportId] = valid;
  }
  return Object.keys(result).length > 0 ? result : EMPTY;
}

function read(): FollowedMatches {
  const raw = readStoredJson(FOLLOWED_MATCHES_KEY);
  const key = JSON.stringify(raw) ?? 'null';
  if (key !== cachedRaw) {
    cachedRaw = key;
    cached = parseFollowedMatches(raw);
  }
  return cached;
}

export const followedMatchesStore = createStore<FollowedMatches>(EMPTY, {
  source: { read, write: (next) => writeStored(FOLLOWED_MATCHES_KEY, JSON.stringify(next)) },
  watch: (changed) => watchStorageKey(FOLLOWED_MATCHES_KEY, changed),
});

/** Follows the match, or stops following it when it is already followed. */
export function toggleFollowedMatch(sportId: number, matchId: number): void {
  followedMatchesStore.update((current) => {
    const key = String(sportId);
    const ids = current[key] ?? [];
    const next = ids.includes(matchId) ? ids.filter((id) => id !== matchId) : [...ids, matchId];
    const { [key]: _previous, ...others } = current;
    return next.length > 0 ? { ...others, [key]: next } : others;
  });
}

const allIds = (state: FollowedMatches): number[] => Object.values(state).flat();

/** Every followed match id, all sports (outside React: the goal alerts ask it). */
export function followedMatchIds(): number[] {
  return allIds(followedMatchesStore.get());
}

export function useIsFollowed(sportId: number, matchId: number): boolean {
  return useStore(followedMatchesStore, (state) => state[String(sportId)]?.includes(matchId) ?? false);
}

const NONE: readonly number[] = Object.freeze([]);
const allCache = new WeakMap<FollowedMatches, number[]>();

/** The followed match ids of one sport, or of all sports when no sport is given. */
export function useFollowedMatchIds(sportId?: number): number[] {
  return useStore(followedMatchesStore, (state) => {
    if (sportId !== undefined) return (state[String(sportId)] ?? NONE) as number[];
    let all = allCache.get(state);
    if (!all) {
      all = allIds(state);
      allCache.set(state, all);
    }
    return all;
  });
}
