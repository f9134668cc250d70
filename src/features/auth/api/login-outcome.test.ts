import { describe, expect, it } from 'vitest';
import type { LoginResponse, LoginResult } from '@/shared/api/generated/main/model';
import { loginOutcome } from './login-outcome';

const answer = (data: Partial<LoginResult> | null, msg = 'success'): LoginResponse => ({
  code: 200,
  msg,
  data: data === null ? null : { accessToken: '', state: null, loginState: 0, ...data },
});

describe('loginOutcome', () => {
  it('a state goes to /v-to-b with state, token and username (and the redirect when there is one)', () => {
    expect(loginOutcome(answer({ state: 'ip', accessToken: 'tk_pending', userName: 'lotus888' }), 'typed', '/')).toEqual({
      kind: 'verify-page',
      path: '/v-to-b?state=ip&token=tk_pending&userName=lotus888',
    });
    const withRedirect = loginOutcome(answer({ state: 'device', accessToken: 't' }), 'lotus888', '/sports?x=1');
    expect(withRedirect.kind === 'verify-page' && new URL(withRedirect.path, 'http://x').searchParams.get('redirect')).toBe('/sports?x=1');
  });

  it('the state wins over loginState and a token', () => {
    expect(loginOutcome(answer({ state: 'ip', loginState: 1, accessToken: 'tk' }), 'u', '/').kind).toBe('verify-page');
  });

  it.each([1, 2] as const)('loginState %s opens the device check and rejects with the server msg', (loginState) => {
    expect(loginOutcome(answer({ loginState, userName: 'lotus888' }, 'Thiết bị đã thay đổi'), 'typed', '/')).toEqual({
      kind: 'device-check',
      userName: 'lotus888',
      loginState,
      message: 'Thiết bị đã thay đổi',
    });
  });

  it('a token starts a session under the server userName, else the typed one', () => {
    expect(loginOutcome(answer({ accessToken: 'tk_1', userName: 'lotus888' }), 'LOTUS888', '/')).toEqual({
      kind: 'session',
      token: 'tk_1',
      userName: 'lotus888',
    });
    expect(loginOutcome(answer({ accessToken: 'tk_1' }), 'lotus888', '/')).toMatchObject({ userName: 'lotus888' });
  });

  it('no data or no token is a rejection with the msg', () => {
    expect(loginOutcome(answer(null, 'no'), 'u', '/')).toEqual({ kind: 'rejected', message: 'no' });
    expect(loginOutcome(answer({ loginState: 0 }, 'empty'), 'u', '/')).toEqual({ kind: 'rejected', message: 'empty' });
  });
});
