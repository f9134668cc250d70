import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatServerTime, parseServerTime } from './server-time';

const at = (iso: string) => Date.parse(iso);

describe('parseServerTime', () => {
  it('reads server time as +08:00', () => {
    expect(parseServerTime('2026-11-23 02:00:00')).toBe(at('2026-11-23T02:00:00+08:00'));
    expect(parseServerTime('2026-11-23 02:00:00')).toBe(at('2026-11-22T18:00:00Z'));
    expect(parseServerTime('2024-02-29 23:59:59')).toBe(at('2024-02-29T23:59:59+08:00'));
    expect(parseServerTime('2000-01-01 00:00:00')).toBe(at('2000-01-01T00:00:00+08:00'));
  });

  it.each([
    '',
    ' 2026-11-23 02:00:00',
    '2026-11-23 02:00:00 ',
    '2026-11-23T02:00:00',
    '2026-11-23 02:00',
    '2026/11/23 02:00:00',
    '26-11-23 02:00:00',
    '2026-13-01 00:00:00',
    '2026-00-10 00:00:00',
    '2026-02-29 00:00:00',
    '2026-04-31 00:00:00',
    '2026-01-00 00:00:00',
    '2026-01-01 24:00:00',
    '2026-01-01 23:60:00',
    '2026-01-01 23:59:60',
    'soon',
    '１２３４-01-01 00:00:00',
  ])('rejects %j', (text) => {
    expect(parseServerTime(text)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(parseServerTime(null)).toBeNull();
    expect(parseServerTime(undefined)).toBeNull();
    expect(parseServerTime(20261123 as never)).toBeNull();
  });

  it('round-trips every instant (whole seconds) through formatServerTime', () => {
    const instant = fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9998, 11, 31) }).map((ms) => Math.floor(ms / 1000) * 1000);
    fc.assert(
      fc.property(instant, (ms) => {
        expect(parseServerTime(formatServerTime(ms))).toBe(ms);
      }),
    );
  });

  it('agrees with Date.UTC on every date-time and rejects impossible days', () => {
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    const parts = fc.record({
      year: fc.integer({ min: 1970, max: 2999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(parts, ({ year, month, day, hour, minute, second }) => {
        const text = `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
        const utc = Date.UTC(year, month - 1, day, hour, minute, second);
        const valid = new Date(utc).getUTCDate() === day;
        expect(parseServerTime(text)).toBe(valid ? utc - 8 * 3_600_000 : null);
      }),
    );
  });

  it('never throws and only accepts the exact layout', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const result = parseServerTime(text);
        if (result !== null) {
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          expect(formatServerTime(result)).toBe(text);
        }
      }),
    );
  });
});
