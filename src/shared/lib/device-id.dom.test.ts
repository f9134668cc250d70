import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createDeviceId,
  DEVICE_ID_FALLBACK,
  DEVICE_ID_KEY,
  DEVICE_ID_PATTERN,
  devicePrefix,
  getDeviceId,
  hash8,
} from './device-id';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  unknown: 'curl/8.5.0',
};

describe('devicePrefix', () => {
  it.each([
    [UA.android, 'H5-AND'],
    [UA.iphone, 'H5-IOS'],
    [UA.ipad, 'H5-IOS'],
    [UA.windows, 'PC-WIN'],
    [UA.mac, 'PC-MAC'],
    [UA.linux, 'PC-LIN'],
    [UA.unknown, 'PC-UNK'],
    ['', 'PC-UNK'],
  ])('%s -> %s', (userAgent, prefix) => {
    expect(devicePrefix(userAgent)).toBe(prefix);
  });

  it('takes a touch-capable Mac (iPadOS) for iOS', () => {
    expect(devicePrefix(UA.mac, 5)).toBe('H5-IOS');
  });
});

describe('createDeviceId', () => {
  it('joins prefix, unix seconds, 6 alphanumerics and the hash of the other parts', () => {
    const id = createDeviceId({ userAgent: UA.android, nowMs: 1_763_866_800_999, random: () => 0 });
    expect(id).toBe(`H5-AND-1763866800-AAAAAA-${hash8(`H5-AND|1763866800|AAAAAA|${UA.android}`)}`);
    expect(id).toMatch(DEVICE_ID_PATTERN);
  });

  it('uses the whole alphabet range', () => {
    const id = createDeviceId({ userAgent: UA.linux, nowMs: 0, random: () => 0.999_999 });
    expect(id.split('-')[3]).toBe('999999');
  });

  it('throws on a broken clock or random source (getDeviceId turns that into the fallback)', () => {
    expect(() => createDeviceId({ userAgent: '', nowMs: Number.NaN })).toThrow();
    expect(() => createDeviceId({ userAgent: '', nowMs: 0, random: () => 1 })).toThrow();
  });

  it('hash8 is deterministic 8-digit hex and sensitive to its input', () => {
    expect(hash8('')).toBe('811c9dc5');
    expect(hash8('a')).toBe('e40c292c');
    expect(hash8('a')).not.toBe(hash8('b'));
  });

  it('property: every generated id matches the documented format', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 6, maxLength: 6 }),
        (userAgent, nowMs, draws) => {
          let i = 0;
          const id = createDeviceId({ userAgent, nowMs, random: () => draws[i++ % 6]! });
          expect(id).toMatch(DEVICE_ID_PATTERN);
          expect(id.split('-')[2]).toBe(String(Math.floor(nowMs / 1000)));
        },
      ),
    );
  });
});

describe('getDeviceId', () => {
  it('generates once and then reads the cached id', () => {
    const random = vi.fn(() => 0.5);
    const first = getDeviceId({ search: '', userAgent: UA.windows, nowMs: () => 1_000_000, random });
    expect(first).toMatch(/^PC-WIN-1000-/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    const second = getDeviceId({ search: '', userAgent: UA.android, nowMs: () => 9_000_000, random });
    expect(second).toBe(first);
    expect(random).toHaveBeenCalledTimes(6);
  });

  it('a deviceId URL parameter overrides the cached id and is kept', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'H5-AND-1-AAAAAA-00000000');
    expect(getDeviceId({ search: '?deviceId=APP-42&lang=vi' })).toBe('APP-42');
    expect(getDeviceId({ search: '' })).toBe('APP-42');
  });

  it('ignores an override that cannot travel in a header, and a corrupt cached id', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'bad id with spaces');
    const id = getDeviceId({ search: '?deviceId=%E2%9C%93', userAgent: UA.iphone, nowMs: () => 5000, random: () => 0 });
    expect(id).toMatch(/^H5-IOS-5-AAAAAA-/);
  });

  it('falls back to the default id when generation fails, without caching it', () => {
    const id = getDeviceId({
      search: '',
      userAgent: UA.linux,
      nowMs: () => {
        throw new Error('no clock');
      },
    });
    expect(id).toBe(DEVICE_ID_FALLBACK);
    expect(id).toBe('PC-UNK-0-000000-00000000');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
  });

  it('reads the page URL, navigator and clock by default', () => {
    window.history.replaceState(null, '', '/?deviceId=FROM-URL');
    try {
      expect(getDeviceId()).toBe('FROM-URL');
    } finally {
      window.history.replaceState(null, '', '/');
    }
    localStorage.clear();
    expect(getDeviceId()).toMatch(DEVICE_ID_PATTERN);
  });

  it('property: any header-safe override wins; anything else never leaks into the id', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (override) => {
        localStorage.clear();
        const id = getDeviceId({ search: `?${new URLSearchParams({ deviceId: override })}`, userAgent: UA.linux });
        const trimmed = override.trim();
        if (/^[\w.:-]{1,128}$/.test(trimmed)) expect(id).toBe(trimmed);
        else expect(id).toMatch(DEVICE_ID_PATTERN);
      }),
    );
  });
});
