import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMemberState, MEMBER_STORES } from './logout';
import { getToken, setToken, subscribeToken, tokenStore } from './token-store';

afterEach(() => {
  for (const store of MEMBER_STORES) store.reset();
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
