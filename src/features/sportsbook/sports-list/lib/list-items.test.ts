import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildListItems, type ListedEntry } from './list-items';

const entry = (id: number, leagueId: number): ListedEntry => ({ id, live: false, league: { id: leagueId, na: `League ${leagueId}` } });

describe('buildListItems', () => {
  it('groups matches under their league header, leagues in order of their first match', () => {
    const items = buildListItems([entry(1, 10), entry(2, 20), entry(3, 10)], new Set());
    expect(items.map((item) => (item.kind === 'league' ? `L${item.league.id}:${item.count}` : item.id))).toEqual(['L10:2', 1, 3, 'L20:1', 2]);
  });

  it('keeps only the header of a collapsed league, with its count', () => {
    const items = buildListItems([entry(1, 10), entry(2, 20), entry(3, 10)], new Set([10]));
    expect(items).toEqual([
      { kind: 'league', league: entry(1, 10).league, count: 2, collapsed: true },
      { kind: 'league', league: entry(2, 20).league, count: 1, collapsed: false },
      { kind: 'match', id: 2, leagueId: 20 },
    ]);
  });

  it('lists every match exactly once under its own league', () => {
    const anyEntries = fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 6 })), { maxLength: 80 });
    fc.assert(
      fc.property(anyEntries, fc.uniqueArray(fc.integer({ min: 1, max: 6 })), (pairs, collapsedIds) => {
        const entries = pairs.map(([id, league]) => entry(id, league));
        const collapsed = new Set(collapsedIds);
        const items = buildListItems(entries, collapsed);
        const first = new Map<number, number>();
        for (const e of entries) if (!first.has(e.id)) first.set(e.id, e.league.id);
        const expected = [...first].filter(([, league]) => !collapsed.has(league)).map(([id]) => id);
        const listed = items.flatMap((item) => (item.kind === 'match' ? [item.id] : []));
        expect(new Set(listed).size).toBe(listed.length);
        expect(new Set(listed)).toEqual(new Set(expected));
        let league = -1;
        for (const item of items) {
          if (item.kind === 'league') league = item.league.id;
          else expect(item.leagueId).toBe(league);
        }
      }),
    );
  });
});
