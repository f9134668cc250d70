import { describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, getUsername, setToken, setUsername, subscribeToken } from './token-store';

describe('token store', () => {
  it('stores the token under "token"; an empty token clears it', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(getToken()).toBe('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    setToken('');
    expect(getToken()).toBeNull();
    setToken('abc');
    clearToken();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the username under "userName"', () => {
    setUsername('player01');
    expect(getUsername()).toBe('player01');
    expect(localStorage.getItem('userName')).toBe('player01');
    setUsername(null);
    expect(getUsername()).toBeNull();
  });

  it('notifies subscribers of changes only, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = subscribeToken(listener);
    setToken('a');
    setToken('a');
    setToken('b');
    clearToken();
    clearToken();
    stop();
    setToken('c');
    expect(listener.mock.calls).toEqual([['a'], ['b'], [null]]);
  });

  it('hears changes made in another tab', () => {
    const listener = vi.fn();
    const stop = subscribeToken(listener);
    localStorage.setItem('token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener.mock.calls).toEqual([['from-other-tab']]);
  });
});
