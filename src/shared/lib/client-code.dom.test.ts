import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientCode, isAppShell, isAppShellEnvironment, resolveClientCode } from './client-code';
import { clientModel, detectOs } from './user-agent';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  androidApp: 'Mozilla/5.0 (Linux; Android 13; SM-S918B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 LotusApp/2.1',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iphoneApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LotusApp/2.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('resolveClientCode', () => {
  it.each([
    ['desktop Windows browser: web', { userAgent: UA.windows }, 9],
    ['desktop Mac browser: web', { userAgent: UA.mac }, 9],
    ['desktop Linux browser: web', { userAgent: UA.linux }, 9],
    ['iOS app web view (UA marker)', { userAgent: UA.iphoneApp }, 3],
    ['Android app web view (UA marker)', { userAgent: UA.androidApp }, 6],
    ['iOS app web view (URL marker)', { userAgent: UA.iphoneSafari, search: '?appShell=1' }, 3],
    ['Android app web view (URL marker)', { userAgent: UA.android, search: '?appShell=true' }, 6],
    ['Android app web view (remembered marker)', { userAgent: UA.android, rememberedAppShell: true }, 6],
    ['app marker on a desktop: web', { userAgent: `${UA.windows} LotusApp/1`, search: '' }, 9],
    ['pure iOS (web view without Safari)', { userAgent: UA.iphoneWebView }, 3],
    ['mobile H5 on iOS Safari', { userAgent: UA.iphoneSafari }, 4],
    ['mobile H5 on iPadOS (touch Mac)', { userAgent: UA.mac, maxTouchPoints: 5 }, 4],
    ['mobile H5 on Android', { userAgent: UA.android }, 7],
    ['URL marker with another value is ignored', { userAgent: UA.android, search: '?appShell=0' }, 7],
  ])('%s -> %i', (_name, environment, code) => {
    expect(resolveClientCode(environment)).toBe(code);
  });

  it('detects the app shell from the UA marker, the URL parameter or the remembered flag', () => {
    expect(isAppShellEnvironment({ userAgent: UA.androidApp })).toBe(true);
    expect(isAppShellEnvironment({ userAgent: UA.android, search: '?appShell=1' })).toBe(true);
    expect(isAppShellEnvironment({ userAgent: UA.android, rememberedAppShell: true })).toBe(true);
    expect(isAppShellEnvironment({ userAgent: UA.android })).toBe(false);
  });
});

describe('getClientCode in the page', () => {
  it('is web in the test browser', () => {
    expect(getClientCode()).toBe(9);
    expect(isAppShell()).toBe(false);
  });

  it('remembers the app shell parameter for the rest of the browser session', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.android);
    window.history.replaceState(null, '', '/?appShell=1');
    expect(getClientCode()).toBe(6);
    window.history.replaceState(null, '', '/match/1');
    expect(getClientCode()).toBe(6);
    expect(isAppShell()).toBe(true);
    sessionStorage.clear();
    expect(getClientCode()).toBe(7);
  });
});

describe('user agent helpers', () => {
  it('detects the operating system', () => {
    expect([UA.android, UA.iphoneSafari, UA.mac, UA.windows, UA.linux, 'Mozilla/5.0 (X11; CrOS x86_64)', 'bot'].map((ua) => detectOs(ua))).toEqual([
      'android',
      'ios',
      'mac',
      'windows',
      'linux',
      'linux',
      'unknown',
    ]);
  });

  it.each([
    [UA.android, 'SM-S918B'],
    [UA.androidApp, 'SM-S918B'],
    ['Mozilla/5.0 (Linux; U; Android 4.4.2; en-us; GT-I9505 Build/KOT49H) AppleWebKit/534.30', 'GT-I9505'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36', 'K'],
    ['Mozilla/5.0 (Android 10; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0', 'Android'],
    ['Mozilla/5.0 (Linux; Android) Chrome', 'Android'],
    [UA.iphoneSafari, 'iPhone'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 'iPad'],
    [UA.windows, 'Windows'],
    [UA.mac, 'Mac'],
    [UA.linux, 'Linux'],
    ['', 'Unknown'],
  ])('clientModel(%s) = %s', (userAgent, model) => {
    expect(clientModel(userAgent)).toBe(model);
  });

  it('keeps the model header-safe and short', () => {
    const model = clientModel(`Mozilla/5.0 (Linux; Android 13; Điện thoại ${'X'.repeat(100)}) AppleWebKit`);
    expect(model).toMatch(/^[\x20-\x7e]{1,64}$/);
  });
});
