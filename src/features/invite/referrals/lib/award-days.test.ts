import { describe, expect, it } from 'vitest';
import { rangeFor, serverDayBefore } from './award-days';

// 2026-11-28 01:30 at +08:00.
const NOW = Date.parse('2026-11-27T17:30:00Z');

describe('award day filters', () => {
  it('count server days, today included', () => {
    expect(serverDayBefore(NOW, 0)).toBe('2026-11-28');
    expect(rangeFor('week', NOW)).toEqual({ beginDate: '2026-11-22', endDate: '2026-11-28' });
    expect(rangeFor('month', NOW)).toEqual({ beginDate: '2026-10-30', endDate: '2026-11-28' });
    expect(rangeFor('all', NOW)).toEqual({ beginDate: '', endDate: '' });
  });

  it('keep a chosen range, earliest day first, and leave an open end open', () => {
    expect(rangeFor('custom', NOW, { beginDate: '2026-11-20', endDate: '2026-11-01' })).toEqual({ beginDate: '2026-11-01', endDate: '2026-11-20' });
    expect(rangeFor('custom', NOW, { beginDate: '2026-11-20', endDate: '' })).toEqual({ beginDate: '2026-11-20', endDate: '' });
  });
});
