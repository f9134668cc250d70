import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FOLLOWED_MATCHES_KEY,
  followedMatchIds,
  parseFollowedMatches,
  toggleFollowedMatch,
  useFollowedMatchIds,
  useIsFollowed,
} from './followed-matches';

afterEach(() => localStorage.clear());

describe('followed matches', () => {
  it('toggles a match in and out of its sport list, stored locally', () => {
    toggleFollowedMatch(1, 100);
    toggleFollowedMatch(3, 200);
    toggleFollowedMatch(1, 101);
    expect(JSON.parse(localStorage.getItem(FOLLOWED_MATCHES_KEY) ?? 'null')).toEqual({ 1: [100, 101], 3: [200] });
    expect(followedMatchIds()).toEqual([100, 101, 200]);
    toggleFollowedMatch(1, 100);
    toggleFollowedMatch(3, 200);
    expect(JSON.parse(localStorage.getItem(FOLLOWED_MATCHES_KEY) ?? 'null')).toEqual({ 1: [101] });
  });

  it('reads what another tab stored', () => {
    localStorage.setItem(FOLLOWED_MATCHES_KEY, JSON.stringify({ 5: [7] }));
    expect(followedMatchIds()).toEqual([7]);
  });

  it('hooks follow one match and the lists per sport or for all sports', () => {
    const followed = renderHook(() => useIsFollowed(1, 100));
    const soccer = renderHook(() => useFollowedMatchIds(1));
    const all = renderHook(() => useFollowedMatchIds());
    expect(followed.result.current).toBe(false);
    act(() => toggleFollowedMatch(1, 100));
    act(() => toggleFollowedMatch(3, 300));
    expect(followed.result.current).toBe(true);
    expect(soccer.result.current).toEqual([100]);
    expect(all.result.current).toEqual([100, 300]);
    const before = all.result.current;
    all.rerender();
    expect(all.result.current).toBe(before);
  });
});

describe('parseFollowedMatches', () => {
  it('never throws and keeps only positive integer ids under numeric sport keys', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const parsed = parseFollowedMatches(raw);
        for (const [sportId, ids] of Object.entries(parsed)) {
          expect(sportId).toMatch(/^\d+$/);
          expect(ids.length).toBeGreaterThan(0);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
        }
      }),
    );
  });

  it('keeps a valid stored list as it is', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.integer({ min: 1, max: 2000 }).map(String), fc.uniqueArray(fc.integer({ min: 1, max: 1e9 }), { minLength: 1 })),
        (stored) => {
          expect(parseFollowedMatches(stored)).toEqual({ ...stored });
        },
      ),
    );
  });
});
