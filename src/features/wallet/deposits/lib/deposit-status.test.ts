import { describe, expect, it } from 'vitest';
import { isOpenDepositStatus, isOpenPhase, orderPhase } from './deposit-status';

describe('deposit order status', () => {
  it('a phase is open exactly for 0, 2, 7 and 8', () => {
    const open = ([0, 1, 2, 3, 4, 5, 6, 7, 8] as const).filter((status) => isOpenPhase(orderPhase(status)));
    expect(open).toEqual([0, 2, 7, 8]);
    expect(orderPhase(6)).toBe('rejected');
  });

  it('a status the server sent is open for 0, 2, 7 and 8 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isOpenDepositStatus)).toEqual([0, 2, 7, 8]);
    expect(isOpenDepositStatus('0')).toBe(false);
    expect(isOpenDepositStatus(undefined)).toBe(false);
  });
});
