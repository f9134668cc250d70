import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityLevel, RewardState } from '@/shared/api/generated/main/model';
import { progressFromBetTotal, tierProgress } from './tier-progress';

const RUNNING = { ended: false, claimClosed: false };
const level = (levelId: number, target: number, rewardAmount = 1_000): ActivityLevel => ({ levelId, title: `L${levelId}`, metric: 'deposit', target, rewardAmount, turnoverMultiple: 5 });
const TIERS = [level(1, 200_000), level(2, 500_000), level(3, 1_000_000)];

describe('tier progress', () => {
  it('hand-worked: 600 000 deposited passes two tiers, the third is next with 400 000 to go', () => {
    const summary = tierProgress(TIERS, [
      { levelId: 1, current: 600_000, state: 2 },
      { levelId: 2, current: 600_000, state: 1 },
      { levelId: 3, current: 600_000, state: 0 },
    ], RUNNING);
    expect(summary.levels.map((view) => view.status)).toEqual(['claimed', 'claimable', 'open']);
    expect(summary.next?.level.levelId).toBe(3);
    expect(summary.next?.left).toBe(400_000);
    expect(summary.next?.fraction).toBeCloseTo(0.6);
    expect(summary.reachedCount).toBe(2);
    expect(summary.claimableCount).toBe(1);
  });

  it('a guest (no progress) sees every level open, or missed once the campaign is over', () => {
    expect(tierProgress(TIERS, undefined, RUNNING).levels.map((view) => view.status)).toEqual(['open', 'open', 'open']);
    expect(tierProgress(TIERS, undefined, { ended: true, claimClosed: false }).levels.map((view) => view.status)).toEqual(['missed', 'missed', 'missed']);
  });

  it('reached but unpaid levels read as reached, and as expired after the deadline', () => {
    const progress = TIERS.map((tier) => ({ levelId: tier.levelId, current: 700_000, state: (tier.levelId === 2 ? 1 : 0) as RewardState }));
    expect(tierProgress(TIERS, progress, RUNNING).levels.map((view) => view.status)).toEqual(['reached', 'claimable', 'open']);
    const late = progress.map((entry) => ({ ...entry, state: 0 as RewardState }));
    expect(tierProgress(TIERS, late, { ended: true, claimClosed: true }).levels.map((view) => view.status)).toEqual(['expired', 'expired', 'missed']);
  });

  it('orders levels by target and reads turnover tiers from bet/total', () => {
    const summary = tierProgress([level(2, 900), level(1, 100)], progressFromBetTotal({ activityId: 1, betTotal: 150, levels: [
      { levelId: 1, targetBet: 100, rewardAmount: 5, state: 1 },
      { levelId: 2, targetBet: 900, rewardAmount: 50, state: 0 },
    ] }), RUNNING);
    expect(summary.levels.map((view) => [view.level.levelId, view.current, view.status])).toEqual([[1, 150, 'claimable'], [2, 150, 'open']]);
  });

  const targets = fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 8 });

  it('for any tiers and any total: fractions in [0, 1], nothing left exactly when reached, the next tier is the lowest not reached', () => {
    fc.assert(
      fc.property(targets, fc.integer({ min: 0, max: 20_000_000 }), (tiers, total) => {
        const levels = tiers.map((target, index) => level(index + 1, target));
        const summary = tierProgress(levels, levels.map((tier) => ({ levelId: tier.levelId, current: total, state: 0 })), RUNNING);
        for (const view of summary.levels) {
          expect(view.fraction).toBeGreaterThanOrEqual(0);
          expect(view.fraction).toBeLessThanOrEqual(1);
          expect(view.left === 0).toBe(total >= view.level.target);
          expect(view.current + view.left).toBeGreaterThanOrEqual(view.level.target);
        }
        const lowestOpen = [...tiers].sort((a, b) => a - b).find((target) => target > total);
        expect(summary.next?.level.target).toBe(lowestOpen);
        expect(summary.reachedCount).toBe(tiers.filter((target) => target <= total).length);
      }),
    );
  });

  it('more progress never reaches fewer tiers nor leaves more to go', () => {
    fc.assert(
      fc.property(targets, fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), (tiers, total, more) => {
        const levels = tiers.map((target, index) => level(index + 1, target));
        const at = (value: number) => tierProgress(levels, levels.map((tier) => ({ levelId: tier.levelId, current: value, state: 0 })), RUNNING);
        const before = at(total);
        const after = at(total + more);
        expect(after.reachedCount).toBeGreaterThanOrEqual(before.reachedCount);
        after.levels.forEach((view, index) => expect(view.left).toBeLessThanOrEqual(before.levels[index]!.left));
      }),
    );
  });
});
