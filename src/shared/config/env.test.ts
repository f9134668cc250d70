import { describe, expect, it } from 'vitest';
import { env, parseEnv, resolveMainApiUrl, resolveSocketUrl, resolveSportsGuestApiUrl } from './env';

const page = { origin: 'https://m.lotus.test', protocol: 'https:', host: 'm.lotus.test' };

describe('parseEnv', () => {
  it('applies the defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      apiMocking: false,
      mainApiUrl: '',
      sportsGuestApiUrl: '',
      sportsLanguagePackageUrl: '',
      socketUrl: '',
      appVersion: '1.0.0',
      platform: 'vietnam',
    });
  });

  it('reads every variable and trims trailing slashes', () => {
    expect(
      parseEnv({
        VITE_API_MOCKING: 'on',
        VITE_MAIN_API_URL: 'https://api.lotus.test/',
        VITE_SPORTS_GUEST_API_URL: 'https://sports.lotus.test',
        VITE_SPORTS_LANGUAGE_PACKAGE_URL: 'https://static.lotus.test//',
        VITE_SOCKET_URL: 'wss://push.lotus.test/wss',
        VITE_APP_VERSION: '2.3.4',
      }),
    ).toEqual({
      apiMocking: true,
      mainApiUrl: 'https://api.lotus.test',
      sportsGuestApiUrl: 'https://sports.lotus.test',
      sportsLanguagePackageUrl: 'https://static.lotus.test',
      socketUrl: 'wss://push.lotus.test/wss',
      appVersion: '2.3.4',
      platform: 'vietnam',
    });
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_API_MOCKING: '', VITE_MAIN_API_URL: '  ', VITE_APP_VERSION: '' })).toMatchObject({
      apiMocking: false,
      mainApiUrl: '',
      appVersion: '1.0.0',
    });
    expect(parseEnv({ VITE_API_MOCKING: 'off' }).apiMocking).toBe(false);
  });

  it('throws one clear error naming every invalid variable', () => {
    const attempt = () =>
      parseEnv({ VITE_API_MOCKING: 'yes', VITE_MAIN_API_URL: 'api.lotus.test', VITE_SOCKET_URL: 'https://push', VITE_APP_VERSION: 'v 1' });
    expect(attempt).toThrow(/^Invalid environment configuration/);
    expect(attempt).toThrow(/VITE_API_MOCKING/);
    expect(attempt).toThrow(/VITE_MAIN_API_URL must be empty or an absolute http: \/ https: URL/);
    expect(attempt).toThrow(/VITE_SOCKET_URL must be empty or an absolute ws: \/ wss: URL/);
    expect(attempt).toThrow(/VITE_APP_VERSION/);
  });

  it('parsed the test environment at import', () => {
    expect(env.platform).toBe('vietnam');
    expect(env.appVersion).toBe('1.0.0');
  });
});

describe('URL resolution', () => {
  it('uses the page origin for empty API URLs and the configured URL otherwise', () => {
    expect(resolveMainApiUrl({ mainApiUrl: '' }, page)).toBe('https://m.lotus.test');
    expect(resolveMainApiUrl({ mainApiUrl: 'https://api.lotus.test' }, page)).toBe('https://api.lotus.test');
    expect(resolveSportsGuestApiUrl({ sportsGuestApiUrl: '' }, page)).toBe('https://m.lotus.test');
    expect(resolveSportsGuestApiUrl({ sportsGuestApiUrl: 'https://fb.lotus.test' }, page)).toBe('https://fb.lotus.test');
  });

  it('derives the socket URL from the page host, secure on https pages', () => {
    expect(resolveSocketUrl({ socketUrl: '' }, page)).toBe('wss://m.lotus.test/wss');
    expect(resolveSocketUrl({ socketUrl: '' }, { origin: 'http://127.0.0.1:5173', protocol: 'http:', host: '127.0.0.1:5173' })).toBe(
      'ws://127.0.0.1:5173/wss',
    );
    expect(resolveSocketUrl({ socketUrl: 'wss://push.lotus.test/wss' }, page)).toBe('wss://push.lotus.test/wss');
  });

  it('defaults to the test page', () => {
    expect(resolveMainApiUrl()).toBe(window.location.origin);
    expect(resolveSocketUrl()).toBe(`ws://${window.location.host}/wss`);
  });
});
