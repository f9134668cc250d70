import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWebviewUrl, encodeWebviewUrl, safeEmbedUrl, webviewCloseTarget } from './webview-url';

const webUrl = fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true });

describe('decodeWebviewUrl', () => {
  it('accepts every base64-encoded http(s) address and returns it normalised', () => {
    fc.assert(
      fc.property(webUrl, (address) => {
        expect(decodeWebviewUrl(encodeWebviewUrl(address))).toBe(new URL(address).href);
      }),
    );
  });

  it('accepts URL-safe base64, missing padding and a "+" that arrived as a space', () => {
    fc.assert(
      fc.property(webUrl, (address) => {
        const standard = encodeWebviewUrl(address);
        const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        const spaced = standard.replace(/\+/g, ' ');
        expect(decodeWebviewUrl(urlSafe)).toBe(new URL(address).href);
        expect(decodeWebviewUrl(spaced)).toBe(new URL(address).href);
      }),
    );
  });

  it('rejects every scheme other than http and https', () => {
    const scheme = fc
      .stringMatching(/^[a-z][a-z0-9+.-]{0,9}$/)
      .filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(scheme, fc.string(), (name, rest) => {
        expect(decodeWebviewUrl(encodeWebviewUrl(`${name}:${rest}`))).toBeNull();
        expect(decodeWebviewUrl(encodeWebviewUrl(`${name}://example.com/${rest}`))).toBeNull();
      }),
    );
  });

  it('never throws and only ever returns http(s) addresses, whatever the query holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.string().map(encodeWebviewUrl)), (value) => {
        const result = decodeWebviewUrl(value);
        if (result !== null) expect(new URL(result).protocol).toMatch(/^https?:$/);
      }),
    );
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['about:blank'],
    ['//evil.example/path'],
    ['/relative/path'],
    ['https://user:secret@evil.example/'],
    ['https://'],
    ['not a url'],
  ])('rejects %s', (address) => {
    expect(decodeWebviewUrl(encodeWebviewUrl(address))).toBeNull();
  });

  it('rejects missing, empty and non-base64 values', () => {
    expect(decodeWebviewUrl(null)).toBeNull();
    expect(decodeWebviewUrl(undefined)).toBeNull();
    expect(decodeWebviewUrl('')).toBeNull();
    expect(decodeWebviewUrl('%%%')).toBeNull();
    expect(decodeWebviewUrl('https://example.com')).toBeNull();
  });

  it('decodes UTF-8 addresses', () => {
    expect(decodeWebviewUrl(encodeWebviewUrl('https://example.com/trò-chơi?q=bóng đá'))).toBe(
      'https://example.com/tr%C3%B2-ch%C6%A1i?q=b%C3%B3ng%20%C4%91%C3%A1',
    );
  });
});

describe('safeEmbedUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeEmbedUrl('https://games.lotus.example/lobby?id=1')).toBe('https://games.lotus.example/lobby?id=1');
    expect(safeEmbedUrl('HTTP://Example.COM')).toBe('http://example.com/');
  });
});

describe('webviewCloseTarget', () => {
  it('allows only paths inside the app', () => {
    expect(webviewCloseTarget('/game', null)).toBe('/game');
    expect(webviewCloseTarget('https://evil.example', null)).toBeNull();
    expect(webviewCloseTarget('//evil.example', null)).toBeNull();
    expect(webviewCloseTarget('/\\evil.example', null)).toBeNull();
    expect(webviewCloseTarget('', 'x')).toBeNull();
    expect(webviewCloseTarget(null, 'x')).toBeNull();
  });

  it('passes the lobby code on to the redirect target', () => {
    expect(webviewCloseTarget('/game', 'PG')).toBe('/game?lobbyCode=PG');
    expect(webviewCloseTarget('/game?tab=2#top', 'A&B')).toBe('/game?tab=2&lobbyCode=A%26B#top');
  });
});
