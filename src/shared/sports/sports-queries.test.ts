import { partialMatchKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '@/shared/session/token-store';
import { LIVE_REFETCH, matchListQuery, sportsKeys, statisticalQuery } from './sports-queries';

describe('sportsKeys', () => {
  it('matchLists prefixes every match-list page and no match detail', () => {
    expect(partialMatchKey(sportsKeys.matches('ENG', { type: 1 }), sportsKeys.matchLists)).toBe(true);
    expect(partialMatchKey(sportsKeys.matchDetail('ENG', 1), sportsKeys.matchLists)).toBe(false);
  });

  it('matchDetails prefixes every match detail and no match-list page', () => {
    expect(partialMatchKey(sportsKeys.matchDetail('CMN', 912301), sportsKeys.matchDetails)).toBe(true);
    expect(partialMatchKey(sportsKeys.matches('ENG', {}), sportsKeys.matchDetails)).toBe(false);
  });

  it('every key sits under the sports root', () => {
    for (const key of [sportsKeys.matchLists, sportsKeys.matchDetails, sportsKeys.statistical('ENG')]) {
      expect(partialMatchKey(key, sportsKeys.all)).toBe(true);
    }
  });
});

describe('live refetch', () => {
  const intervalOf = (options: { refetchInterval?: unknown }) => {
    const interval = options.refetchInterval;
    if (typeof interval !== 'function') throw new Error('refetchInterval is not read per fetch');
    return (interval as () => number)();
  };

  afterEach(clearToken);

  it('guests poll the match lists and the counts', () => {
    expect(intervalOf(matchListQuery('ENG', { type: 1 }))).toBe(LIVE_REFETCH.guestMatches);
    expect(intervalOf(statisticalQuery('ENG'))).toBe(LIVE_REFETCH.guestStatistical);
  });

  it('a logged-in player, fed by the socket, only gets the slow safety refetch, and polls again after logout', () => {
    const list = matchListQuery('VIE');
    setToken('member-token');
    expect(intervalOf(list)).toBe(LIVE_REFETCH.memberSafety);
    expect(intervalOf(statisticalQuery('VIE'))).toBe(LIVE_REFETCH.memberSafety);
    clearToken();
    expect(intervalOf(list)).toBe(LIVE_REFETCH.guestMatches);
  });

  it('polling is faster than the safety refetch', () => {
    expect(LIVE_REFETCH.guestMatches).toBeLessThan(LIVE_REFETCH.memberSafety);
    expect(LIVE_REFETCH.guestStatistical).toBeLessThan(LIVE_REFETCH.memberSafety);
  });
});
