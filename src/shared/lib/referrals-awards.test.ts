// Invite reward tiers: hand-worked examples on the seed's tables, then properties for any table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betAwardFor, depositAwardFor, tierRanges, vipTiersReached, type BetTier, type DepositTier } from './referrals-awards';

const DEPOSIT_TIERS: DepositTier[] = [
  { minDeposit: 1_000_000, rewardAmount: 150_000 },
  { minDeposit: 200_000, rewardAmount: 50_000 },
  { minDeposit: 5_000_000, rewardAmount: 500_000 },
];
const BET_TIERS: BetTier[] = [
  { level: 1, minValidBet: 1_000_000, rewardRate: 0.3 },
  { level: 2, minValidBet: 10_000_000, rewardRate: 0.5 },
];

describe('award tiers, by hand', () => {
  it.each([
    [199_999, 0],
    [200_000, 50_000],
    [999_999, 50_000],
    [1_000_000, 150_000],
    [7_000_000, 500_000],
  ])('a first deposit of %i earns %i', (deposit, award) => {
    expect(depositAwardFor(deposit, DEPOSIT_TIERS)).toBe(award);
  });

  it.each([
    [999_999, 0],
    [1_000_000, 3_000],
    [3_200_000, 9_600],
    [10_000_000, 50_000],
    [12_345_678, 61_728.39],
  ])('a day of %i valid bets earns %f', (validBet, award) => {
    expect(betAwardFor(validBet, BET_TIERS)).toBe(award);
  });

  it('VIP tiers are paid for every level reached, lowest first', () => {
    const tiers = [
      { vipLevel: 6, rewardAmount: 1_500_000 },
      { vipLevel: 3, rewardAmount: 300_000 },
    ];
    expect(vipTiersReached(2, tiers)).toEqual([]);
    expect(vipTiersReached(6, tiers).map((tier) => tier.vipLevel)).toEqual([3, 6]);
  });

  it('tierRanges sorts and closes each range at the next minimum', () => {
    expect(tierRanges(DEPOSIT_TIERS, (tier) => tier.minDeposit).map(({ from, to }) => [from, to])).toEqual([
      [200_000, 1_000_000],
      [1_000_000, 5_000_000],
      [5_000_000, null],
    ]);
  });
});

/** Tiers whose minimums and rewards (or rates) both rise. */
const depositTiers = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 200_000 })), { minLength: 1, maxLength: 6 })
  .map((steps) => {
    let min = 0;
    let reward = 0;
    return steps.map(([step, more]) => ({ minDeposit: (min += step), rewardAmount: (reward += more) }));
  });
const betTiers = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 20_000_000 }), fc.integer({ min: 0, max: 100 })), { minLength: 1, maxLength: 6 })
  .map((steps) => {
    let min = 0;
    let rate = 0;
    return steps.map(([step, more], index) => ({ level: index + 1, minValidBet: (min += step), rewardRate: (rate += more / 100) }));
  });
const money = fc.integer({ min: 0, max: 200_000_000 });

describe('award tier properties', () => {
  it('a deposit earns exactly the reward of the highest tier it reaches, 0 below them all', () => {
    fc.assert(
      fc.property(depositTiers, money, (tiers, deposit) => {
        const reached = tiers.filter((tier) => deposit >= tier.minDeposit);
        expect(depositAwardFor(deposit, tiers)).toBe(reached.length === 0 ? 0 : reached[reached.length - 1]!.rewardAmount);
        expect(depositAwardFor(deposit, [...tiers].reverse())).toBe(depositAwardFor(deposit, tiers));
      }),
    );
  });

  it('bet rewards never exceed the highest rate, never fall as the day grows, and are whole cents', () => {
    fc.assert(
      fc.property(betTiers, money, money, (tiers, validBet, more) => {
        const award = betAwardFor(validBet, tiers);
        const top = Math.max(...tiers.map((tier) => tier.rewardRate));
        expect(award).toBeLessThanOrEqual((validBet * top) / 100 + 1e-9);
        expect(betAwardFor(validBet + more, tiers)).toBeGreaterThanOrEqual(award);
        expect(Math.abs(award * 100 - Math.round(award * 100))).toBeLessThan(1e-6);
      }),
    );
  });

  it('ranges cover every value from the lowest minimum once', () => {
    fc.assert(
      fc.property(depositTiers, money, (tiers, value) => {
        const ranges = tierRanges(tiers, (tier) => tier.minDeposit);
        const holding = ranges.filter(({ from, to }) => value >= from && (to === null || value < to));
        expect(holding.length).toBe(value >= ranges[0]!.from ? 1 : 0);
        if (holding[0]) expect(holding[0].tier.rewardAmount).toBe(depositAwardFor(value, tiers));
      }),
    );
  });
});
