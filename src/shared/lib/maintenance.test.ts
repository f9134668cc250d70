import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  formatMaintenanceRange,
  isInMaintenanceWindow,
  isSiteUnderMaintenance,
  maintenancePoints,
  NO_MAINTENANCE,
  parseMaintenanceRange,
} from './maintenance';
import { formatServerTime } from './server-time';

const at = (iso: string) => Date.parse(iso);

describe('isSiteUnderMaintenance', () => {
  it.each([
    [{ status: '1', point: '1' }, true],
    [{ status: '1', point: '1,2' }, true],
    [{ status: '1', point: '2,1' }, true],
    [{ status: '1', point: ' 2 , 1 ' }, true],
    [{ status: '1', point: '2' }, false],
    [{ status: '1', point: '11,21' }, false],
    [{ status: '1', point: '' }, false],
    [{ status: '0', point: '1' }, false],
    [{ status: '0', point: '1,2' }, false],
    [{ status: '2', point: '1' }, false],
  ] as const)('%j -> %s', (info, expected) => {
    expect(isSiteUnderMaintenance(info as never)).toBe(expected);
  });

  it('treats a missing answer and the failure answer as open', () => {
    expect(isSiteUnderMaintenance(null)).toBe(false);
    expect(isSiteUnderMaintenance(undefined)).toBe(false);
    expect(isSiteUnderMaintenance({})).toBe(false);
    expect(isSiteUnderMaintenance(NO_MAINTENANCE)).toBe(false);
  });

  it('splits the point list on commas and drops blanks', () => {
    expect(maintenancePoints('1,,2, 3 ,')).toEqual(['1', '2', '3']);
    expect(maintenancePoints('')).toEqual([]);
    expect(maintenancePoints(null)).toEqual([]);
  });
});

describe('isInMaintenanceWindow', () => {
  const start = '2026-11-23 02:00:00';
  const end = '2026-11-23 04:00:00';
  const startMs = at('2026-11-23T02:00:00+08:00');
  const endMs = at('2026-11-23T04:00:00+08:00');

  it('is on strictly between start and end', () => {
    expect(isInMaintenanceWindow(start, end, startMs + 1)).toBe(true);
    expect(isInMaintenanceWindow(start, end, endMs - 1)).toBe(true);
    expect(isInMaintenanceWindow(start, end, at('2026-11-22T19:00:00Z'))).toBe(true);
  });

  it('is off at and outside the edges', () => {
    expect(isInMaintenanceWindow(start, end, startMs)).toBe(false);
    expect(isInMaintenanceWindow(start, end, endMs)).toBe(false);
    expect(isInMaintenanceWindow(start, end, startMs - 1)).toBe(false);
    expect(isInMaintenanceWindow(start, end, endMs + 1)).toBe(false);
  });

  it('reads the times as +08:00, not as the device time zone', () => {
    // 02:30 in UTC is 10:30 server time: outside 02:00-04:00 server time.
    expect(isInMaintenanceWindow(start, end, at('2026-11-23T02:30:00Z'))).toBe(false);
  });

  it('an end before the start never matches', () => {
    expect(isInMaintenanceWindow(end, start, startMs + 3_600_000)).toBe(false);
  });

  it('no window at all is quietly off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [a, b] of [[null, null], [undefined, undefined], ['', ''], ['  ', null]] as const) {
      expect(isInMaintenanceWindow(a, b, startMs + 1)).toBe(false);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('half a window or an unreadable time is off and logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isInMaintenanceWindow(start, null, startMs + 1, 'game 7')).toBe(false);
    expect(isInMaintenanceWindow('', end, startMs + 1)).toBe(false);
    expect(isInMaintenanceWindow(start, '2026-11-23 4:00:00', startMs + 1)).toBe(false);
    expect(isInMaintenanceWindow('yesterday', end, startMs + 1)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[0]).toContain('game 7');
  });

  it('matches exactly the instants strictly inside any window (property)', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => Math.floor(ms / 1000) * 1000);
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: Date.UTC(1999, 0, 1), max: Date.UTC(2101, 0, 1) }), (a, b, now) => {
        const expected = a < now && now < b;
        expect(isInMaintenanceWindow(formatServerTime(a), formatServerTime(b), now)).toBe(expected);
      }),
    );
  });
});

describe('parseMaintenanceRange', () => {
  it('reads [start-end] epoch milliseconds from the message', () => {
    expect(parseMaintenanceRange('System maintenance [1763866800000-1763870400000], please wait')).toEqual({
      startMs: 1763866800000,
      endMs: 1763870400000,
    });
    expect(parseMaintenanceRange('[ 1763866800000 - 1763870400000 ]')).toEqual({ startMs: 1763866800000, endMs: 1763870400000 });
  });

  it('takes 10-digit values as seconds and server times as +08:00', () => {
    expect(parseMaintenanceRange('[1763866800-1763870400]')).toEqual({ startMs: 1763866800000, endMs: 1763870400000 });
    expect(parseMaintenanceRange('Closed [2026-11-25 10:00:00-2026-11-25 12:30:00]')).toEqual({
      startMs: at('2026-11-25T02:00:00Z'),
      endMs: at('2026-11-25T04:30:00Z'),
    });
  });

  it('reads only the first range', () => {
    expect(parseMaintenanceRange('[1763866800000-1763870400000] then [1763870400000-1763874000000]')).toEqual({
      startMs: 1763866800000,
      endMs: 1763870400000,
    });
  });

  it.each([
    'Maintenance',
    '[12-34]',
    '[1763870400000-1763866800000]',
    '[2026-02-30 10:00:00-2026-03-01 10:00:00]',
    '[17638668000000-1763870400000]',
    '1763866800000-1763870400000',
    '',
  ])('returns null for %j', (message) => {
    expect(parseMaintenanceRange(message)).toBeNull();
  });

  it('returns null for a missing message', () => {
    expect(parseMaintenanceRange(undefined)).toBeNull();
    expect(parseMaintenanceRange(null)).toBeNull();
  });

  it('never throws, and any range it reads is ordered', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('[', ']', '-', ' ', ':', '0', '1', '7', '9') })), (message) => {
        const range = parseMaintenanceRange(message);
        if (range === null) return;
        expect(Number.isSafeInteger(range.startMs)).toBe(true);
        expect(range.endMs).toBeGreaterThanOrEqual(range.startMs);
      }),
    );
  });

  const anyWindow = fc
    .tuple(fc.integer({ min: 1_000_000_000_000, max: 9_999_999_999_999 }), fc.integer({ min: 0, max: 400 * 86_400_000 }))
    .filter(([start, length]) => start + length <= 9_999_999_999_999)
    .map(([start, length]) => ({ startMs: start, endMs: start + length }));

  it('round-trips any window written in milliseconds, wherever it sits in the message', () => {
    fc.assert(
      fc.property(anyWindow, fc.string().filter((text) => !text.includes('[')), fc.string(), (range, before, after) => {
        expect(parseMaintenanceRange(`${before}${formatMaintenanceRange(range)}${after}`)).toEqual(range);
      }),
    );
  });

  it('round-trips any whole-second window written in server time', () => {
    const seconds = anyWindow.map(({ startMs, endMs }) => ({
      startMs: Math.floor(startMs / 1000) * 1000,
      endMs: Math.floor(endMs / 1000) * 1000,
    }));
    fc.assert(
      fc.property(seconds, (range) => {
        const message = `[${formatServerTime(range.startMs)}-${formatServerTime(range.endMs)}]`;
        expect(parseMaintenanceRange(message)).toEqual(range);
      }),
    );
  });
});
