import { describe, expect, it } from 'vitest';
import { amountProblem, creditedAmount, giftFor, groupedAmount, parseDecimalAmount, parseWholeAmount, presetLabel, usdtProblem } from './deposit-amount';

const limits = { minAmount: 100_000, maxAmount: 300_000_000 };
const gift = { channelId: 101, giftRate: 1.5, maxGiftAmount: 500_000, minDepositAmount: 200_000, turnoverMultiple: 1 };

describe('deposit amount rules', () => {
  it('checks an amount against the channel limits, inclusive', () => {
    expect(amountProblem(null, '', limits)).toBe('required');
    expect(amountProblem(parseWholeAmount('0'), '0', limits)).toBe('invalid');
    expect(amountProblem(99_999, '99999', limits)).toBe('belowMin');
    expect(amountProblem(100_000, '100000', limits)).toBeNull();
    expect(amountProblem(300_000_000, '300000000', limits)).toBeNull();
    expect(amountProblem(300_000_001, '300000001', limits)).toBe('aboveMax');
  });

  it('reads whole and decimal amounts, refusing what is not one number', () => {
    expect(parseWholeAmount('500000')).toBe(500_000);
    expect(parseWholeAmount('5.0')).toBeNull();
    expect(parseDecimalAmount('20.5')).toBe(20.5);
    expect(parseDecimalAmount('20.')).toBe(20);
    expect(parseDecimalAmount('1.2.3')).toBeNull();
  });

  it('checks USDT decimals first, then what the USDT is worth at the rate', () => {
    expect(usdtProblem('20.125', 25_350, { minAmount: 250_000, maxAmount: 500_000_000 })).toBe('decimals');
    expect(usdtProblem('5', 25_350, { minAmount: 250_000, maxAmount: 500_000_000 })).toBe('belowMin');
    expect(usdtProblem('20', 25_350, { minAmount: 250_000, maxAmount: 500_000_000 })).toBeNull();
  });

  it('previews the gift (from its minimum deposit, up to its maximum) and what the wallet receives', () => {
    expect(giftFor(199_999, gift)).toBe(0);
    expect(giftFor(500_000, gift)).toBe(7_500);
    expect(giftFor(100_000_000, gift)).toBe(500_000);
    expect(giftFor(500_000, null)).toBe(0);
    expect(creditedAmount(500_000, 0, gift)).toBe(507_500);
    expect(creditedAmount(100_000, 1, null)).toBe(99_000);
  });

  it('groups thousands by language and labels presets with the k rule', () => {
    expect(groupedAmount(1_000_000, 'en')).toBe('1,000,000');
    expect(groupedAmount(1_000_000, 'vi')).toBe('1.000.000');
    expect(presetLabel(200_000)).toBe('200k');
    expect(presetLabel(1_500_000)).toBe('1500k');
    expect(presetLabel(500)).toBe('500');
  });
});
