import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromSearch, rangeDates, searchOfFilters } from './record-filters';

// 2026-11-27 23:30 in +08:00 is 15:30 UTC; one hour later the server's day is already the 28th.
const NOW = Date.parse('2026-11-27T15:30:00Z');

describe('record filters', () => {
  it('counts the presets in server days (+08:00), both ends included', () => {
    expect(rangeDates('today', NOW)).toEqual({ startDate: '2026-11-27', endDate: '2026-11-27' });
    expect(rangeDates('yesterday', NOW)).toEqual({ startDate: '2026-11-26', endDate: '2026-11-26' });
    expect(rangeDates('week', NOW)).toEqual({ startDate: '2026-11-21', endDate: '2026-11-27' });
    expect(rangeDates('month', NOW)).toEqual({ startDate: '2026-10-29', endDate: '2026-11-27' });
    expect(rangeDates('today', NOW + 3_600_000)).toEqual({ startDate: '2026-11-28', endDate: '2026-11-28' });
  });

  it('reads the filters from the URL query, unknown values falling back to the default', () => {
    expect(filtersFromSearch(new URLSearchParams('type=bet&status=failed&range=month'))).toEqual({ type: 'bet', status: 'failed', range: 'month' });
    expect(filtersFromSearch(new URLSearchParams('type=casino&status=&range=year'))).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(searchOfFilters(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { type: 'deposit', status: 'all', range: 'today' } as const;
    expect(searchOfFilters(filters).toString()).toBe('type=deposit&range=today');
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
  });
});
