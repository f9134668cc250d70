import { describe, expect, it } from 'vitest';
import { groupByRoute } from './deposit-routes';
import { clockText, isOpenPhase, msUntilExpiry, orderPhase } from './order-phase';
import { receiptProblem, RECEIPT_MAX_BYTES } from './receipt-file';

describe('deposit order phases', () => {
  it('open exactly for 0, 2, 7 and 8', () => {
    const open = ([0, 1, 2, 3, 4, 5, 6, 7, 8] as const).filter((status) => isOpenPhase(orderPhase(status)));
    expect(open).toEqual([0, 2, 7, 8]);
    expect(orderPhase(6)).toBe('rejected');
  });

  it('counts down to the expiry time (server time, +08:00)', () => {
    const now = Date.parse('2026-11-23T02:00:00Z');
    expect(msUntilExpiry('2026-11-23 10:30:00', now)).toBe(30 * 60_000);
    expect(msUntilExpiry('2026-11-23 09:00:00', now)).toBe(0);
    expect(msUntilExpiry(null, now)).toBeNull();
    expect(clockText(30 * 60_000)).toBe('30:00');
    expect(clockText(61_500)).toBe('01:02');
    expect(clockText(3_600_000 + 5_000)).toBe('01:00:05');
  });
});

describe('receipt files', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES + 1 })).toBe('size');
    expect(receiptProblem({ type: 'image/jpeg', size: 0 })).toBe('size');
    expect(receiptProblem({ type: 'image/gif', size: 10 })).toBe('type');
  });
});

describe('deposit routes', () => {
  it('groups channels by route in the route order, each by sort', () => {
    const channel = (id: number, payType: 1 | 2 | 3 | 4, sort: number) => ({ id, name: String(id), payType, currency: 'VND', minAmount: 1, maxAmount: 2, sort });
    const groups = groupByRoute([channel(4, 4, 1), channel(2, 1, 3), channel(1, 1, 2), channel(3, 3, 0)]);
    expect(groups.map((group) => [group.route, group.channels.map((c) => c.id)])).toEqual([
      ['bank', [1, 2]],
      ['usdt', [3]],
      ['c2c', [4]],
    ]);
  });
});
