import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockLabel,
  countedEvents,
  headlineScore,
  periodScores,
  scoreboardEntries,
  scoreboardValue,
} from './scoreboard-rules';

describe('clockLabel', () => {
  it('shows mm:ss, minutes when the provider counts minutes, and stoppage time', () => {
    expect(clockLabel(743, {})).toBe('12:23');
    expect(clockLabel(3420, { tu: 2 })).toBe("57'");
    expect(clockLabel(2700, { tu: 2, itd: 3 })).toBe("45' +3'");
    expect(clockLabel(2700, { tu: 1, itd: 0 })).toBe('45:00');
  });
});

describe('scores', () => {
  const soccer = [
    { pe: 1000, tyg: 5, sc: [2, 1] },
    { pe: 1000, tyg: 6, sc: [5, 3] },
    { pe: 1001, tyg: 7, sc: [1, 2] },
    { pe: 1002, tyg: 5, sc: [1, 0] },
    { pe: 1002, tyg: 6, sc: [2, 2] },
  ];

  it('takes the goals as headline, else the sets', () => {
    expect(headlineScore(soccer)).toEqual([2, 1]);
    expect(headlineScore([{ pe: 5001, tyg: 5556, sc: [1, 0] }, { pe: 5002, tyg: 5559, sc: [6, 4] }])).toEqual([1, 0]);
    expect(headlineScore([])).toBeNull();
  });

  it('lists per-period goals (or games) without the whole-match totals', () => {
    expect(periodScores(soccer)).toEqual([{ pe: 1002, home: 1, away: 0 }]);
    const basketball = [
      { pe: 3001, tyg: 5, sc: [80, 77] },
      { pe: 3006, tyg: 5, sc: [20, 18] },
      { pe: 3005, tyg: 5, sc: [25, 30] },
    ];
    expect(periodScores(basketball).map((p) => p.pe)).toEqual([3005, 3006]);
    const tennis = [{ pe: 5003, tyg: 5559, sc: [3, 2] }, { pe: 5002, tyg: 5559, sc: [6, 4] }];
    expect(periodScores(tennis)).toEqual([
      { pe: 5002, home: 6, away: 4 },
      { pe: 5003, home: 3, away: 2 },
    ]);
  });

  it('counts corners and cards of the whole match', () => {
    expect(countedEvents(soccer)).toEqual([
      { tyg: 6, home: 5, away: 3 },
      { tyg: 7, home: 1, away: 2 },
    ]);
  });
});

describe('scoreboard fields', () => {
  it('reads the known fields as pairs or values and leaves the rest out', () => {
    expect(scoreboardEntries({ ihs: 1, ias: 0, zz: 9 })).toEqual([{ key: 'penaltyBox', home: '1', away: '0' }]);
    expect(scoreboardEntries({ bs: 2, bb: 3, bo: 1, bbs: [1, 0, 1] })).toEqual([
      { key: 'strikes', value: '2' },
      { key: 'balls', value: '3' },
      { key: 'outs', value: '1' },
      { key: 'bases', value: '1 - 0 - 1' },
    ]);
    expect(scoreboardEntries({ hhs: 2 })).toEqual([{ key: 'suspensions', home: '2', away: '-' }]);
    expect(scoreboardEntries({ rp: 2, rd: 3, ry: 12 })).toEqual([
      { key: 'possession', side: 'away' },
      { key: 'down', value: '3' },
      { key: 'yardsToGo', value: '12' },
    ]);
    expect(scoreboardEntries({ sv: 1, srr: 14 })).toEqual([
      { key: 'atTable', side: 'home' },
      { key: 'redsRemaining', value: '14' },
    ]);
    expect(scoreboardEntries({ rp: 0, sv: 'x' })).toEqual([]);
    // A side is a number or text: an object that cannot become text, a list or an inherited key names no side.
    expect(scoreboardEntries({ rp: { toString: {} }, sv: ['1'] })).toEqual([]);
    expect(scoreboardEntries({ rp: 'constructor', sv: 'toString' })).toEqual([]);
    expect(scoreboardEntries({ rp: '2', sv: 1 })).toEqual([
      { key: 'possession', side: 'away' },
      { key: 'atTable', side: 'home' },
    ]);
    expect(scoreboardEntries({})).toEqual([]);
    expect(scoreboardEntries(undefined)).toEqual([]);
  });

  it('never shows objects, empty text, non-finite numbers or nested lists', () => {
    for (const value of [{}, null, undefined, '', '  ', Number.NaN, Number.POSITIVE_INFINITY, [[1]], [], [1, 2, 3, 4, 5], true]) {
      expect(scoreboardValue(value)).toBeNull();
    }
  });

  it('shows any value as short text or not at all (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('ihs', 'ias', 'rp', 'rd', 'sv', 'bbs', 'x'), fc.anything()), (sb) => {
        for (const entry of scoreboardEntries(sb)) {
          if ('side' in entry) {
            expect(['home', 'away']).toContain(entry.side);
            continue;
          }
          for (const text of 'value' in entry ? [entry.value] : [entry.home, entry.away]) {
            expect(typeof text).toBe('string');
            expect(text.length).toBeGreaterThan(0);
            expect(text).not.toContain('[object');
          }
        }
      }),
    );
  });
});
