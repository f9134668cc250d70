import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultRecord } from '@/shared/api/generated/sports/model';
import { customRange, groupByLeague, isoDay, presetRange } from './result-display';

const record = (id: number, leagueId: number): ResultRecord => ({
  id,
  bt: 1_764_000_000_000,
  ms: 0,
  sid: 1,
  lg: { id: leagueId, na: `League ${leagueId}` },
  ts: [
    { id: 1, na: 'Home' },
    { id: 2, na: 'Away' },
  ],
  nsg: [],
});

describe('groupByLeague', () => {
  it('puts a heading before each run of one league', () => {
    const rows = groupByLeague([record(1, 10), record(2, 10), record(3, 20), record(4, 10)]);
    expect(rows.map((row) => (row.kind === 'league' ? `L${row.id}` : row.record.id))).toEqual(['L10', 1, 2, 'L20', 3, 'L10', 4]);
  });

  it('keeps every record once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 })), (leagues) => {
        const records = leagues.map((league, index) => record(index, league));
        const rows = groupByLeague(records);
        expect(rows.flatMap((row) => (row.kind === 'match' ? [row.record] : []))).toEqual(records);
        rows.forEach((row, index) => {
          if (row.kind === 'match') {
            const heading = rows.slice(0, index).reverse().find((earlier) => earlier.kind === 'league');
            expect(heading && heading.kind === 'league' ? heading.id : null).toBe(row.record.lg.id);
          }
        });
      }),
    );
  });
});

describe('day ranges', () => {
  const now = new Date(2026, 10, 25, 15, 30).getTime();

  it('today runs from local midnight to the end of the day', () => {
    expect(presetRange('today', now)).toEqual({
      beginTime: new Date(2026, 10, 25).getTime(),
      endTime: new Date(2026, 10, 25, 23, 59, 59, 999).getTime(),
    });
  });

  it('yesterday is the whole previous day; the week is the last 7 days with today', () => {
    expect(presetRange('yesterday', now)).toEqual({
      beginTime: new Date(2026, 10, 24).getTime(),
      endTime: new Date(2026, 10, 24, 23, 59, 59, 999).getTime(),
    });
    expect(presetRange('week', now).beginTime).toBe(new Date(2026, 10, 19).getTime());
  });

  it('a custom range covers whole days and refuses a reversed or missing one', () => {
    expect(customRange('2026-11-20', '2026-11-22')).toEqual({
      beginTime: new Date(2026, 10, 20).getTime(),
      endTime: new Date(2026, 10, 22, 23, 59, 59, 999).getTime(),
    });
    expect(customRange('2026-11-22', '2026-11-20')).toBeNull();
    expect(customRange('', '2026-11-20')).toBeNull();
  });

  it('isoDay and customRange agree on any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (days) => {
        const day = new Date(2000, 0, 1 + days, 12).getTime();
        const range = customRange(isoDay(day), isoDay(day));
        expect(range && range.beginTime <= day && day <= range.endTime).toBe(true);
      }),
    );
  });
});
