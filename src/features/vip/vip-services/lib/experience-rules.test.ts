import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestDateRange, requestProblem, serverDayAfter } from './experience-rules';

// 2026-11-28 23:30 at +08:00 is 15:30 UTC: the server day is already the 28th.
const NOW = Date.parse('2026-11-28T15:30:00Z');

describe('experience request rules', () => {
  it('counts days in server time (+08:00)', () => {
    expect(serverDayAfter(NOW, 0)).toBe('2026-11-28');
    expect(serverDayAfter(Date.parse('2026-11-28T16:30:00Z'), 0)).toBe('2026-11-29');
    expect(requestDateRange(NOW)).toEqual({ min: '2026-11-29', max: '2027-02-26' });
  });

  it('accepts tomorrow to 90 days ahead and 1 to the guest limit', () => {
    expect(requestProblem({ preferredDate: '2026-11-28', guests: 2 }, 6, NOW)).toBe('date');
    expect(requestProblem({ preferredDate: '2026-11-29', guests: 2 }, 6, NOW)).toBeNull();
    expect(requestProblem({ preferredDate: '2027-02-26', guests: 6 }, 6, NOW)).toBeNull();
    expect(requestProblem({ preferredDate: '2027-02-27', guests: 1 }, 6, NOW)).toBe('date');
    expect(requestProblem({ preferredDate: '', guests: 1 }, 6, NOW)).toBe('date');
    expect(requestProblem({ preferredDate: '2026-12-01', guests: 7 }, 6, NOW)).toBe('guests');
    expect(requestProblem({ preferredDate: '2026-12-01', guests: 0 }, 6, NOW)).toBe('guests');
  });

  it('accepts exactly the days of the range, whatever the moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), fc.integer({ min: -5, max: 100 }), (now, ahead) => {
        const day = serverDayAfter(now, ahead);
        expect(requestProblem({ preferredDate: day, guests: 1 }, 1, now) === null).toBe(ahead >= 1 && ahead <= 90);
      }),
    );
  });
});
