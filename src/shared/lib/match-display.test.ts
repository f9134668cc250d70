import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText, isLive, kickOffText, scoreOf, showsClock } from './match-display';

describe('scoreOf', () => {
  it('prefers the current-period score group', () => {
    expect(
      scoreOf([
        { pe: 1001, tyg: 5, sc: [1, 0] },
        { pe: 1000, tyg: 5, sc: [2, 1] },
        { pe: 1000, tyg: 6, sc: [7, 3] },
      ]),
    ).toEqual([2, 1]);
  });
  it('falls back to the full-time group, then any score group', () => {
    expect(scoreOf([{ pe: 1002, tyg: 5, sc: [0, 0] }, { pe: 1001, tyg: 5, sc: [1, 0] }])).toEqual([1, 0]);
    expect(scoreOf([{ pe: 1002, tyg: 5, sc: [0, 3] }])).toEqual([0, 3]);
  });
  it('ignores corners and cards and has no score without groups', () => {
    expect(scoreOf([{ pe: 1000, tyg: 6, sc: [4, 2] }])).toBeNull();
    expect(scoreOf([])).toBeNull();
    expect(scoreOf(undefined)).toBeNull();
    expect(scoreOf([{ pe: 1000, tyg: 5, sc: [1] }])).toBeNull();
  });
});

describe('clock', () => {
  it('shows only for live matches with a clock of 0 or more', () => {
    expect(showsClock(5, { s: 0 })).toBe(true);
    expect(showsClock(5, { s: 743 })).toBe(true);
    expect(showsClock(5, { s: -1 })).toBe(false);
    expect(showsClock(5, {})).toBe(false);
    expect(showsClock(4, { s: 10 })).toBe(false);
    expect(isLive(5)).toBe(true);
  });
  it('formats mm:ss', () => {
    expect(clockText(743)).toBe('12:23');
    expect(clockText(0)).toBe('00:00');
    expect(clockText(5400)).toBe('90:00');
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (s) => /^\d{2,3}:[0-5]\d$/.test(clockText(s))));
  });
});

describe('kickOffText', () => {
  const kickOff = Date.UTC(2026, 10, 23, 12, 30);
  it('is DD-MM in Vietnamese and MM-DD otherwise', () => {
    expect(kickOffText(kickOff, 'vi', 'UTC')).toBe('23-11 12:30');
    expect(kickOffText(kickOff, 'en', 'UTC')).toBe('11-23 12:30');
    expect(kickOffText(kickOff, 'zh-cn', 'Asia/Shanghai')).toBe('11-23 20:30');
  });
});
