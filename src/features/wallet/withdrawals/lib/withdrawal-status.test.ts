import { describe, expect, it } from 'vitest';
import { isOpenWithdrawalOrder, isOpenWithdrawalStatus } from './withdrawal-status';

describe('withdrawal order status', () => {
  it('is open unless orderStatus is 2 or 3', () => {
    expect([0, 1, 2, 3, 4].map((orderStatus) => isOpenWithdrawalOrder({ orderStatus }))).toEqual([true, true, false, false, true]);
    expect([0, 1, 2, 3, 4].map(isOpenWithdrawalStatus)).toEqual([true, true, false, false, true]);
    expect(isOpenWithdrawalOrder(null)).toBe(false);
    expect(isOpenWithdrawalOrder({})).toBe(false);
  });
});
