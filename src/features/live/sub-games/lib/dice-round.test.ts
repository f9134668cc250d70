import { describe, expect, it } from 'vitest';
import { checkStake, newRequestId, phaseAt, secondsLeft, serverNow } from './dice-round';

const round = { bettingEndsAt: 20_000, settlesAt: 25_000, nextRoundAt: 30_000 };

describe('the dice round', () => {
  it('follows the server clock through betting, rolling and settled', () => {
    expect(phaseAt(round, 0)).toBe('betting');
    expect(secondsLeft(round, 1)).toBe(20);
    expect(phaseAt(round, 20_000)).toBe('rolling');
    expect(secondsLeft(round, 21_500)).toBe(4);
    expect(phaseAt(round, 25_000)).toBe('settled');
    expect(secondsLeft(round, 40_000)).toBe(0);
    // The device is 7 s ahead: the server's now is what it said plus the time since.
    expect(serverNow(10_000, 1_000_007_000, 1_000_009_000)).toBe(12_000);
  });

  it('checks a stake against the limits and the balance', () => {
    const limits = { min: 10_000, max: 5_000_000 };
    expect(checkStake('', limits, null)).toEqual({ problem: 'empty' });
    expect(checkStake('12a', limits, null)).toEqual({ problem: 'notANumber' });
    expect(checkStake('9,999', limits, null)).toEqual({ problem: 'belowMin' });
    expect(checkStake('5000001', limits, null)).toEqual({ problem: 'aboveMax' });
    expect(checkStake('20 000', limits, 15_000)).toEqual({ problem: 'aboveBalance' });
    expect(checkStake('20.000', limits, 1_250_000)).toEqual({ amount: 20_000 });
  });

  it('makes a request id per stake', () => {
    expect(newRequestId(1000, () => 0.5)).toBe('sg-rs-i00000');
    expect(newRequestId(1000)).toMatch(/^sg-[0-9a-z]+-[0-9a-z]{6}$/);
  });
});
