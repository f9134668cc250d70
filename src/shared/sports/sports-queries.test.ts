import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sportsKeys } from './sports-queries';

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
