// Level progress: hand-worked examples on a table like the seed's, then the properties that hold for any table whose
// requirements never fall from one level to the next.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFor, levelsClimbed, nextLevelRequirements, requirementProgress, VIP_TOP_LEVEL, type VipLevelThreshold } from './vip-levels';

const TABLE: VipLevelThreshold[] = [
  { vipLevel: 0, depositRequired: 0, turnoverRequired: 0 },
  { vipLevel: 1, depositRequired: 100_000, turnoverRequired: 0 },
  { vipLevel: 2, depositRequired: 1_000_000, turnoverRequired: 5_000_000 },
  { vipLevel: 3, depositRequired: 5_000_000, turnoverRequired: 25_000_000 },
];

describe('levelFor, by hand', () => {
  it.each([
    [{ deposit: 0, turnover: 0 }, 0],
    [{ deposit: 99_999, turnover: 1_000_000_000 }, 0],
    [{ deposit: 100_000, turnover: 0 }, 1],
    // Deposits for level 3, turnover only for level 1 (5 000 000 needed for level 2): the climb stops at 1.
    [{ deposit: 6_000_000, turnover: 4_999_999 }, 1],
    [{ deposit: 3_500_000, turnover: 31_000_000 }, 2],
    [{ deposit: 5_000_000, turnover: 25_000_000 }, 3],
    [{ deposit: 1e12, turnover: 1e12 }, 3],
  ])('%o reaches level %i', (totals, level) => {
    expect(levelFor(totals, TABLE)).toBe(level);
  });

  it('stops at a gap in the table, whatever the order the table comes in', () => {
    const gap = TABLE.filter((rule) => rule.vipLevel !== 2).reverse();
    expect(levelFor({ deposit: 1e12, turnover: 1e12 }, gap)).toBe(1);
  });
});

describe('nextLevelRequirements and requirementProgress, by hand', () => {
  it('lotus888 at level 2: 1 500 000 of deposits left, the turnover already done', () => {
    const rows = nextLevelRequirements(2, { deposit: 3_500_000, turnover: 31_000_000 }, TABLE).map(requirementProgress);
    expect(rows).toEqual([
      { kind: 'deposit', required: 5_000_000, achieved: 3_500_000, left: 1_500_000, done: false, percent: 70 },
      { kind: 'turnover', required: 25_000_000, achieved: 31_000_000, left: 0, done: true, percent: 100 },
    ]);
  });

  it('nothing is asked at the top of the table', () => {
    expect(nextLevelRequirements(3, { deposit: 1, turnover: 1 }, TABLE)).toEqual([]);
  });

  it('a requirement of 0 is done at once; 99.99% shows 99, not 100', () => {
    expect(requirementProgress({ kind: 'turnover', required: 0, achieved: 0 })).toMatchObject({ done: true, percent: 100, left: 0 });
    expect(requirementProgress({ kind: 'deposit', required: 10_000, achieved: 9_999 })).toMatchObject({ done: false, percent: 99, left: 1 });
  });

  it('levelsClimbed lists the levels whose bonus a climb earns', () => {
    expect(levelsClimbed(0, 3)).toEqual([1, 2, 3]);
    expect(levelsClimbed(2, 2)).toEqual([]);
    expect(levelsClimbed(10, 15)).toEqual([VIP_TOP_LEVEL]);
  });
});

/** A table for levels 0..n with requirements that never fall. */
const table = fc
  .array(fc.tuple(fc.nat(1_000_000), fc.nat(1_000_000)), { minLength: 1, maxLength: VIP_TOP_LEVEL })
  .map((steps) => {
    const rules: VipLevelThreshold[] = [{ vipLevel: 0, depositRequired: 0, turnoverRequired: 0 }];
    for (const [deposit, turnover] of steps) {
      const last = rules[rules.length - 1]!;
      rules.push({ vipLevel: last.vipLevel + 1, depositRequired: last.depositRequired + deposit, turnoverRequired: last.turnoverRequired + turnover });
    }
    return rules;
  });
const totals = fc.record({ deposit: fc.nat(15_000_000), turnover: fc.nat(15_000_000) });

describe('level progress properties', () => {
  it('the level reached meets its own requirements and not the next level’s', () => {
    fc.assert(
      fc.property(table, totals, (rules, value) => {
        const level = levelFor(value, rules);
        const own = rules[level]!;
        expect(value.deposit >= own.depositRequired && value.turnover >= own.turnoverRequired).toBe(true);
        const next = rules[level + 1];
        if (next) expect(value.deposit >= next.depositRequired && value.turnover >= next.turnoverRequired).toBe(false);
      }),
    );
  });

  it('more deposits or more turnover never lower the level', () => {
    fc.assert(
      fc.property(table, totals, fc.nat(5_000_000), fc.nat(5_000_000), (rules, value, moreDeposit, moreTurnover) => {
        const after = { deposit: value.deposit + moreDeposit, turnover: value.turnover + moreTurnover };
        expect(levelFor(after, rules)).toBeGreaterThanOrEqual(levelFor(value, rules));
      }),
    );
  });

  it('each next-level row adds up: what is counted plus what is left is what is required', () => {
    fc.assert(
      fc.property(table, totals, (rules, value) => {
        const level = levelFor(value, rules);
        const rows = nextLevelRequirements(level, value, rules).map(requirementProgress);
        expect(rows.length === 0).toBe(level === rules.length - 1);
        for (const row of rows) {
          expect(Math.min(row.achieved, row.required) + row.left).toBe(row.required);
          expect(row.done).toBe(row.left === 0);
          expect(row.percent === 100).toBe(row.done);
          expect(row.percent).toBeGreaterThanOrEqual(0);
        }
        // At least one row is still open, or the member would be one level higher.
        if (rows.length > 0) expect(rows.some((row) => !row.done)).toBe(true);
      }),
    );
  });
});
