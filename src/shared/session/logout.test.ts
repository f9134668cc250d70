import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import { letterKeys } from '@/shared/letters/letter-queries';
import { memberKeys } from '@/shared/member/member-queries';
import { clearMemberState, MEMBER_QUERY_ROOTS, MEMBER_STORES } from './logout';
import { getToken, setToken, subscribeToken, tokenStore } from './token-store';

afterEach(() => {
  for (const store of MEMBER_STORES) store.reset();
  queryClient.clear();
});

describe('clearMemberState (stores)', () => {
  it('names the token store among the member stores', () => {
    expect(MEMBER_STORES).toContain(tokenStore);
  });

  it('puts every member store back to its initial state: the token is gone and its listeners hear of it', () => {
    setToken('member-token');
    const listener = vi.fn();
    const stop = subscribeToken(listener);
    clearMemberState();
    stop();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('is harmless for a guest: nothing to clear, nobody told', () => {
    const listener = vi.fn();
    const stop = subscribeToken(listener);
    clearMemberState();
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('clearMemberState (queries)', () => {
  it('names the key roots of the shared member factories', () => {
    expect(MEMBER_QUERY_ROOTS).toEqual([memberKeys.all, letterKeys.all]);
  });

  it("removes the member's queries: the shared roots whole, and any other key ending with the member's token", () => {
    setToken('member-token');
    queryClient.setQueryData([...memberKeys.profile, 'member-token'], { userName: 'lotus888' });
    queryClient.setQueryData(letterKeys.unreadCount('member-token'), 3);
    queryClient.setQueryData(['withdrawal-accounts', 'accounts', 'member-token'], []);
    queryClient.setQueryData(['announcements', 'list', null], { deposit: [], normal: [] });
    queryClient.setQueryData(['customer-service', 'channels'], []);
    clearMemberState();
    expect(queryClient.getQueryCache().findAll().map((query) => query.queryKey)).toEqual([
      ['announcements', 'list', null],
      ['customer-service', 'channels'],
    ]);
  });
});
