import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatServerTime } from '@/shared/lib/server-time';
import { campaignPhase, claimOpen, dateText, timeLeft } from './campaign-phase';

const NOW = Date.UTC(2026, 10, 23, 4, 0, 0);
const period = (startOffset: number, endOffset: number, status = 1) => ({ startTime: formatServerTime(NOW + startOffset), endTime: formatServerTime(NOW + endOffset), status });

describe('campaign phase', () => {
  it('is upcoming before the start, running until the end (included), ended after it, with the time left', () => {
    expect(campaignPhase(period(3_600_000, 7_200_000), NOW)).toEqual({ phase: 'upcoming', msLeft: 3_600_000 });
    expect(campaignPhase(period(-1_000, 7_200_000), NOW)).toEqual({ phase: 'running', msLeft: 7_200_000 });
    expect(campaignPhase(period(-7_200_000, 0), NOW)).toEqual({ phase: 'running', msLeft: 0 });
    expect(campaignPhase(period(-7_200_000, -1_000), NOW)).toEqual({ phase: 'ended', msLeft: 0 });
  });

  it('falls back to the server status when a time cannot be read', () => {
    expect(campaignPhase({ startTime: 'soon', endTime: '', status: 0 }, NOW).phase).toBe('upcoming');
    expect(campaignPhase({ startTime: '', endTime: '', status: 9 }, NOW).phase).toBe('ended');
  });

  it('is the same phase for every moment of a period, and time left never grows as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 200 }), (startDay, days, step) => {
        const p = period(startDay * 86_400_000, (startDay + days) * 86_400_000);
        const now = NOW + step * 3_600_000;
        const a = campaignPhase(p, now);
        const b = campaignPhase(p, now + 60_000);
        const order = ['upcoming', 'running', 'ended'];
        expect(order.indexOf(b.phase)).toBeGreaterThanOrEqual(order.indexOf(a.phase));
        if (a.phase === b.phase) expect(b.msLeft).toBeLessThanOrEqual(a.msLeft);
      }),
    );
  });
});

describe('time left and dates', () => {
  it('says the largest whole unit, at least one minute', () => {
    expect(timeLeft(3 * 86_400_000 + 5)).toEqual({ unit: 'days', count: 3 });
    expect(timeLeft(86_400_000 - 1)).toEqual({ unit: 'hours', count: 23 });
    expect(timeLeft(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(timeLeft(0)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('claims stay open until the deadline', () => {
    expect(claimOpen(formatServerTime(NOW), NOW)).toBe(true);
    expect(claimOpen(formatServerTime(NOW - 1_000), NOW)).toBe(false);
  });

  it('writes the server calendar date day first in Vietnamese, year first otherwise', () => {
    expect(dateText('2026-12-31 23:59:59', 'vi')).toBe('31-12-2026');
    expect(dateText('2026-12-31 23:59:59', 'en')).toBe('2026-12-31');
    expect(dateText('2026-12-31 23:59:59', 'zh-cn')).toBe('2026-12-31');
    expect(dateText('soon', 'en')).toBe('soon');
  });
});
