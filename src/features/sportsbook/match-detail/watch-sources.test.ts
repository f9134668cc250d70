import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchIdOf } from './match-call';
import { playableUrl, watchSources } from './watch-sources';

describe('playableUrl', () => {
  it('opens absolute http(s) addresses only', () => {
    expect(playableUrl('https://animation.lotus.example/match/7')).toBe('https://animation.lotus.example/match/7');
    expect(playableUrl('  http://a.example/x?y=1 ')).toBe('http://a.example/x?y=1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '//a.example/x', '/match/7', 'ftp://a.example', 'https://user:pw@a.example/', 'https://', '', undefined]) {
      expect(playableUrl(bad)).toBeNull();
    }
  });

  it('never lets anything but http(s) through, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', 'vbscript:').chain((p) => fc.string().map((s) => p + s))), (text) => {
        const url = playableUrl(text);
        if (url !== null) expect(new URL(url).protocol).toMatch(/^https?:$/);
      }),
    );
  });
});

describe('watchSources', () => {
  it('finds the first playable animation and a stream the provider announces', () => {
    expect(watchSources({ as: ['javascript:x', 'https://a.example/1'], vs: { have: true } })).toEqual({
      animation: 'https://a.example/1',
      video: null,
      videoAnnounced: true,
    });
    expect(watchSources({ vs: { have: true, web: 'https://v.example/live' } }).video).toBe('https://v.example/live');
    expect(watchSources({ vs: { have: false, web: 'https://v.example/live' } })).toEqual({ animation: null, video: null, videoAnnounced: false });
    expect(watchSources({})).toEqual({ animation: null, video: null, videoAnnounced: false });
  });
});

describe('matchIdOf', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(matchIdOf('912001')).toBe(912001);
    for (const bad of [undefined, '', '0', '-3', '1.5', '12abc', 'abc', '1e5', ' 7', '9999999999999999']) expect(matchIdOf(bad)).toBeNull();
  });

  it('gives back any id it was given as digits, and a number or null for any text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(matchIdOf(String(id))).toBe(String(id).length <= 15 ? id : null);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = matchIdOf(text);
        if (id !== null) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
      }),
    );
  });
});
