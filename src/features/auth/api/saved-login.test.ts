import { describe, expect, it } from 'vitest';
import { forgetSavedLogin, readSavedLogin, SAVED_LOGIN_KEY, saveLogin } from './saved-login';

describe('saved login', () => {
  it('keeps the username and password until they are forgotten', () => {
    expect(readSavedLogin()).toBeNull();
    saveLogin({ userName: 'lotus888', password: 'Lotus2026' });
    expect(readSavedLogin()).toEqual({ userName: 'lotus888', password: 'Lotus2026' });
    forgetSavedLogin();
    expect(readSavedLogin()).toBeNull();
    expect(localStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    for (const raw of ['not json', '"text"', '{"userName":""}', '{"userName":"a","password":3}', 'null']) {
      localStorage.setItem(SAVED_LOGIN_KEY, raw);
      expect(readSavedLogin()).toBeNull();
    }
  });

  it('stores only the two fields', () => {
    saveLogin({ userName: 'lotus888', password: 'Lotus2026', extra: 'x' } as never);
    expect(JSON.parse(localStorage.getItem(SAVED_LOGIN_KEY) ?? '')).toEqual({ userName: 'lotus888', password: 'Lotus2026' });
  });
});
