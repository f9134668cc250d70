import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market, MarketGroup, Option } from '@/shared/api/generated/sports/model';
import {
  ALL_TAB,
  bettingState,
  correctScoreGrid,
  decodeCorrectScore,
  encodeCorrectScore,
  groupsOfTab,
  isSelectionLocked,
  layoutOf,
  marketTabs,
  orderedLines,
  outrightOrder,
  TAG_ORDER,
  visibleGroups,
} from './market-layout';

const market = (id: number, extra: Partial<Market> = {}): Market => ({ id, ss: 1, op: [{ ty: 1, od: 1.9 }], ...extra });
const group = (mty: number, tps: string[] | undefined, mks: Market[]): MarketGroup => ({ mty, pe: 1001, tps, mks });

describe('orderedLines and visibleGroups', () => {
  it('puts lines in mbl order, unranked lines last, ties as sent', () => {
    const lines = [market(1, { mbl: 3 }), market(2), market(3, { mbl: 1 }), market(4, { mbl: 3 }), market(5)];
    expect(orderedLines(lines).map((line) => line.id)).toEqual([3, 1, 4, 2, 5]);
  });

  it('drops closed lines and groups left without a line, keeps suspended ones', () => {
    const groups = [
      group(1000, ['p'], [market(1, { ss: -1 }), market(2, { ss: 0, mbl: 2 }), market(3, { mbl: 1 })]),
      group(1007, ['h'], [market(4, { ss: -1 })]),
    ];
    const shown = visibleGroups(groups);
    expect(shown.map((g) => g.mty)).toEqual([1000]);
    expect(shown[0]?.mks.map((line) => line.id)).toEqual([3, 2]);
  });

  it('hands back a group that needs no change as the same object', () => {
    const tidy = group(1000, ['p'], [market(1, { mbl: 1 }), market(2, { mbl: 2 })]);
    const messy = group(1007, ['p'], [market(3, { mbl: 2 }), market(4, { mbl: 1 })]);
    const [first, second] = visibleGroups([tidy, messy]);
    expect(first).toBe(tidy);
    expect(second).not.toBe(messy);
  });

  it('never shows a closed line and keeps every open or suspended one (property)', () => {
    const line = fc.record({ id: fc.nat(), ss: fc.constantFrom(-1 as const, 0 as const, 1 as const), mbl: fc.option(fc.nat(5), { nil: undefined }), op: fc.constant<Option[]>([]) });
    fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 6 }), { maxLength: 5 }), (lists) => {
        const groups = lists.map((mks, i) => group(1000 + i, ['p'], mks));
        const shown = visibleGroups(groups).flatMap((g) => g.mks);
        expect(shown.every((l) => l.ss !== -1)).toBe(true);
        expect(shown).toHaveLength(lists.flat().filter((l) => l.ss !== -1).length);
      }),
    );
  });
});

describe('marketTabs and groupsOfTab', () => {
  const groups = [
    group(1005, ['p'], [market(1)]),
    group(1000, ['p', 'h'], [market(2)]),
    group(1010, ['c'], [market(3)]),
    group(1099, ['cs'], [market(4)]),
    group(1063, ['zz'], [market(5)]),
    group(1068, ['b'], [market(6, { ss: -1 })]),
  ];

  it('lists the known tags with a visible group in tag order, then all', () => {
    expect(marketTabs({ tps: ['cs', 'c', 'h', 'p', 'b'], mg: groups })).toEqual(['p', 'h', 'c', 'cs', ALL_TAB]);
  });

  it('has no all tab when one tag covers every group', () => {
    expect(marketTabs({ mg: [group(1000, ['p'], [market(1)]), group(1005, ['p', 'q'], [market(2, { ss: -1 })])] })).toEqual(['p']);
    expect(marketTabs({ mg: [group(1000, undefined, [market(1)])] })).toEqual([ALL_TAB]);
    expect(marketTabs({ mg: [] })).toEqual([ALL_TAB]);
  });

  it('gives each tab the groups carrying its tag, in the provider order; all has every visible group', () => {
    expect(groupsOfTab(groups, 'p').map((g) => g.mty)).toEqual([1005, 1000]);
    expect(groupsOfTab(groups, 'h').map((g) => g.mty)).toEqual([1000]);
    expect(groupsOfTab(groups, ALL_TAB).map((g) => g.mty)).toEqual([1005, 1000, 1010, 1099, 1063]);
  });

  it('every visible group is reachable from some tab, and tabs follow TAG_ORDER (property)', () => {
    const tag = fc.constantFrom('p', 'h', 's', 'c', 'cs', 'f', 'weird');
    const arb = fc.array(fc.record({ mty: fc.nat(2000), tps: fc.array(tag, { maxLength: 3 }), closed: fc.boolean() }), { maxLength: 8 });
    fc.assert(
      fc.property(arb, (specs) => {
        const mg = specs.map((spec, i) => group(spec.mty, spec.tps, [market(i, { ss: spec.closed ? -1 : 1 })]));
        const tabs = marketTabs({ mg });
        const reachable = new Set(tabs.flatMap((tab) => groupsOfTab(mg, tab).map((g) => g.mks[0]?.id)));
        expect(reachable.size).toBe(specs.filter((spec) => !spec.closed).length);
        const known = tabs.filter((tab) => tab !== ALL_TAB);
        const positions = known.map((tab) => (TAG_ORDER as readonly string[]).indexOf(tab));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        for (const tab of known) expect(groupsOfTab(mg, tab).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('layoutOf', () => {
  it('tells correct score, outright and line groups apart', () => {
    expect(layoutOf({ mty: 1099 })).toBe('correct-score');
    expect(layoutOf({ mty: 1188, tps: ['p'] })).toBe('correct-score');
    expect(layoutOf({ mty: 1234, tps: ['cs'] })).toBe('correct-score');
    expect(layoutOf({ mty: 1999 })).toBe('outright');
    expect(layoutOf({ mty: 1965 })).toBe('outright');
    expect(layoutOf({ mty: 3999 })).toBe('outright');
    expect(layoutOf({ mty: 5998 })).toBe('outright');
    expect(layoutOf({ mty: 1000 }, 1)).toBe('outright');
    expect(layoutOf({ mty: 1000, tps: ['p', 'h'] })).toBe('lines');
  });
});

describe('correct score', () => {
  it('decodes 100 + 10 x home + away and nothing else', () => {
    expect(decodeCorrectScore(100)).toEqual([0, 0]);
    expect(decodeCorrectScore(132)).toEqual([3, 2]);
    expect(decodeCorrectScore(199)).toEqual([9, 9]);
    expect(decodeCorrectScore(99)).toBeNull();
    expect(decodeCorrectScore(242)).toBeNull();
    expect(decodeCorrectScore(100.5)).toBeNull();
  });

  it('round-trips every score of 0-9 goals a side (property)', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), (h, a) => {
        expect(decodeCorrectScore(encodeCorrectScore(h, a))).toEqual([h, a]);
      }),
    );
  });

  it('lays out home wins, draws and away wins, with the rest apart', () => {
    const options: Option[] = [120, 100, 110, 121, 101, 111, 102, 222, 130].map((ty) => ({ ty, od: 5 }));
    const grid = correctScoreGrid(options);
    const scores = (cells: typeof grid.home) => cells.map((c) => `${c.home}-${c.away}`);
    expect(scores(grid.home)).toEqual(['1-0', '2-0', '2-1', '3-0']);
    expect(scores(grid.draw)).toEqual(['0-0', '1-1']);
    expect(scores(grid.away)).toEqual(['0-1', '0-2']);
    expect(grid.other.map((o) => o.ty)).toEqual([222]);
  });

  it('places each selection exactly once, in the column its score says (property)', () => {
    const options = fc.uniqueArray(fc.integer({ min: 90, max: 260 }), { maxLength: 40 }).map((tys) => tys.map((ty) => ({ ty, od: 3 })));
    fc.assert(
      fc.property(options, (ops) => {
        const grid = correctScoreGrid(ops);
        const placed = [...grid.home, ...grid.draw, ...grid.away].map((c) => c.option.ty).concat(grid.other.map((o) => o.ty));
        expect([...placed].sort((a, b) => a - b)).toEqual(ops.map((o) => o.ty).sort((a, b) => a - b));
        expect(grid.home.every((c) => c.home > c.away)).toBe(true);
        expect(grid.draw.every((c) => c.home === c.away)).toBe(true);
        expect(grid.away.every((c) => c.home < c.away)).toBe(true);
        expect(grid.other.every((o) => decodeCorrectScore(o.ty) === null)).toBe(true);
      }),
    );
  });
});

describe('outrightOrder', () => {
  it('lists the favourite first and locked contenders last', () => {
    const options: Option[] = [
      { ty: 1, od: 7.5 },
      { ty: 2, od: -999 },
      { ty: 3, od: 2.1 },
      { ty: 4, od: 7.5 },
    ];
    expect(outrightOrder(options).map((o) => o.ty)).toEqual([3, 1, 4, 2]);
  });

  it('is a sorted permutation (property)', () => {
    const odds = fc.oneof(fc.constant(-999), fc.double({ min: 1.01, max: 500, noNaN: true }));
    fc.assert(
      fc.property(fc.array(odds, { maxLength: 30 }), (list) => {
        const sorted = outrightOrder(list.map((od, ty) => ({ ty, od })));
        expect(sorted).toHaveLength(list.length);
        const priced = sorted.filter((o) => o.od >= 0).map((o) => o.od);
        expect(priced).toEqual([...priced].sort((a, b) => a - b));
        const firstLocked = sorted.findIndex((o) => o.od < 0);
        if (firstLocked >= 0) expect(sorted.slice(firstLocked).every((o) => o.od < 0)).toBe(true);
      }),
    );
  });
});

describe('betting state and locks', () => {
  it('reads the match sale status and ended statuses', () => {
    expect(bettingState({ ms: 5, ss: 1 })).toBe('open');
    expect(bettingState({ ms: 4 })).toBe('open');
    expect(bettingState({ ms: 5, ss: 2 })).toBe('paused');
    expect(bettingState({ ms: 5, ss: 3 })).toBe('closed');
    expect(bettingState({ ms: 0, ss: 1 })).toBe('closed');
    expect(bettingState({ ms: 3, ss: 1 })).toBe('closed');
  });

  it('locks on odds below 0, a market that is not open, or a match that is not open', () => {
    expect(isSelectionLocked({ ss: 1 }, { od: 1.8 }, 'open')).toBe(false);
    expect(isSelectionLocked({ ss: 1 }, { od: -999 }, 'open')).toBe(true);
    expect(isSelectionLocked({ ss: 0 }, { od: 1.8 }, 'open')).toBe(true);
    expect(isSelectionLocked({ ss: 1 }, { od: 1.8 }, 'paused')).toBe(true);
  });
});
