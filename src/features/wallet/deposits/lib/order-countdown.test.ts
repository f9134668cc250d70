import { describe, expect, it } from 'vitest';
import { countdownText, msUntilExpiry } from './order-countdown';

describe('the order countdown', () => {
  it('counts down to the expiry time (server time, +08:00)', () => {
    const now = Date.parse('2026-11-23T02:00:00Z');
    expect(msUntilExpiry('2026-11-23 10:30:00', now)).toBe(30 * 60_000);
    expect(msUntilExpiry('2026-11-23 09:00:00', now)).toBe(0);
    expect(msUntilExpiry(null, now)).toBeNull();
    expect(countdownText(30 * 60_000)).toBe('30:00');
    expect(countdownText(61_500)).toBe('01:02');
    expect(countdownText(3_600_000 + 5_000)).toBe('01:00:05');
  });
});
