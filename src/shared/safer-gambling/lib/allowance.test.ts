import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowanceOf, breachOf, remainingFor, usedOf, type Allowance, type Movement } from './allowance';

const HCM = 'Asia/Ho_Chi_Minh';
const t = (iso: string) => Date.parse(iso);
const NOW = t('2026-11-28T15:00:00+07:00');

describe('allowances (hand-worked)', () => {
  const movements: Movement[] = [
    { time: t('2026-11-27T23:59:59+07:00'), type: 'deposit', amount: 900_000 }, // yesterday
    { time: t('2026-11-28T00:00:00+07:00'), type: 'deposit', amount: 100_000 },
    { time: t('2026-11-28T09:00:00+07:00'), type: 'deposit', amount: 300_000 },
    { time: t('2026-11-28T10:00:00+07:00'), type: 'stake', amount: 50_000 },
    { time: t('2026-11-28T11:00:00+07:00'), type: 'return', amount: 20_000 },
  ];
  it('a daily deposit limit of 500,000 after 400,000 today leaves 100,000 until local midnight', () => {
    expect(allowanceOf('deposit', 'day', 500_000, movements, NOW, HCM)).toEqual({
      kind: 'deposit',
      period: 'day',
      limit: 500_000,
      used: 400_000,
      remaining: 100_000,
      resetsAt: t('2026-11-29T00:00:00+07:00'),
    });
  });
  it('the week counts yesterday too', () => {
    expect(allowanceOf('deposit', 'week', 2_000_000, movements, NOW, HCM).used).toBe(1_300_000);
  });
  it('a loss is stakes less returns', () => {
    expect(allowanceOf('loss', 'day', 100_000, movements, NOW, HCM)).toMatchObject({ used: 30_000, remaining: 70_000 });
    expect(usedOf('loss', [{ time: 0, type: 'return', amount: 90 }, { time: 0, type: 'stake', amount: 10 }])).toBe(0);
  });
  it('a deposit of 200,000 breaks the daily limit with 100,000 left; 100,000 does not', () => {
    const daily = allowanceOf('deposit', 'day', 500_000, movements, NOW, HCM);
    expect(breachOf('deposit', 200_000, [daily])).toBe(daily);
    expect(breachOf('deposit', 100_000, [daily])).toBeUndefined();
  });
  it('a stake is checked against the stake and the loss limits, the tightest first', () => {
    const stake = allowanceOf('stake', 'week', 1_000_000, movements, NOW, HCM);
    const loss = allowanceOf('loss', 'day', 40_000, movements, NOW, HCM);
    const deposit = allowanceOf('deposit', 'day', 1, movements, NOW, HCM);
    expect(breachOf('stake', 20_000, [deposit, stake, loss])).toBe(loss);
    expect(remainingFor('stake', [deposit, stake, loss])).toBe(loss);
    expect(remainingFor('deposit', [stake])).toBeNull();
  });
});

const movement: fc.Arbitrary<Movement> = fc.record({
  time: fc.integer({ min: NOW - 40 * 86_400_000, max: NOW }),
  type: fc.constantFrom<Movement['type']>('deposit', 'stake', 'return'),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
});
const kinds = fc.constantFrom<Allowance['kind']>('deposit', 'loss', 'stake');
const periods = fc.constantFrom<Allowance['period']>('day', 'week', 'month');

describe('allowances (properties)', () => {
  it('used + remaining = limit while under it, remaining 0 past it, and no limit leaves remaining null', () => {
    fc.assert(
      fc.property(kinds, periods, fc.option(fc.integer({ min: 1, max: 50_000_000 }), { nil: null }), fc.array(movement), (kind, period, limit, list) => {
        const allowance = allowanceOf(kind, period, limit, list, NOW, HCM);
        expect(allowance.remaining).toBe(limit === null ? null : Math.max(0, limit - allowance.used));
      }),
    );
  });
  it('a longer period never uses less than a shorter one inside it', () => {
    fc.assert(
      fc.property(kinds, fc.array(movement), (kind, list) => {
        const day = allowanceOf(kind, 'day', null, list, NOW, HCM).used;
        const month = allowanceOf(kind, 'month', null, list, NOW, HCM).used;
        if (kind !== 'loss') expect(month).toBeGreaterThanOrEqual(day);
        const week = allowanceOf(kind, 'week', null, list, NOW, HCM);
        expect(week.resetsAt).toBeGreaterThan(NOW);
      }),
    );
  });
  it('an amount is refused exactly when it exceeds the least remaining of the limits it touches', () => {
    fc.assert(
      fc.property(fc.array(movement), fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (list, limit, amount) => {
        const allowance = allowanceOf('deposit', 'day', limit, list, NOW, HCM);
        expect(breachOf('deposit', amount, [allowance]) !== undefined).toBe(amount > (allowance.remaining ?? Infinity));
      }),
    );
  });
});
