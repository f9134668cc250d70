// The invite programme's reward tiers (queryInviteDepConfig, queryInviteBetConfig, queryInviteVipConfig): what an
// invited friend's first deposit, a day of their valid bets and their VIP levels earn the inviter. The mock backend
// pays by these rules and /inviteFriends explains them with the same tables.

export interface DepositTier {
  minDeposit: number;
  rewardAmount: number;
}

export interface BetTier {
  level: number;
  minValidBet: number;
  /** Percent of the valid bets. */
  rewardRate: number;
}

export interface VipTier {
  vipLevel: number;
  rewardAmount: number;
}

/** The highest tier whose minimum the value reaches, or undefined below every tier. */
function tierReached<T>(tiers: readonly T[], minimum: (tier: T) => number, value: number): T | undefined {
  let reached: T | undefined;
  for (const tier of tiers) {
    if (value >= minimum(tier) && (reached === undefined || minimum(tier) >= minimum(reached))) reached = tier;
  }
  return reached;
}

/** The reward of a friend's first deposit: the reward of the highest tier it reaches, 0 below the lowest. */
export function depositAwardFor(firstDeposit: number, tiers: readonly DepositTier[]): number {
  return tierReached(tiers, (tier) => tier.minDeposit, firstDeposit)?.rewardAmount ?? 0;
}

/**
 * The reward of one settled day of a friend's valid bets: the rate of the highest tier the day reaches applied to
 * the whole day, rounded down to the cent; 0 below the lowest tier.
 */
export function betAwardFor(validBet: number, tiers: readonly BetTier[]): number {
  const tier = tierReached(tiers, (candidate) => candidate.minValidBet, validBet);
  if (!tier || validBet <= 0) return 0;
  // validBet × rate% in cents; rounding to 6 places first keeps 3 200 000 × 0.3 from landing a hair under 960 000.
  const cents = Math.round(validBet * tier.rewardRate * 1e6) / 1e6;
  return Math.floor(cents) / 100;
}

/** The VIP tiers a friend at `vipLevel` has reached (each paid once). */
export function vipTiersReached(vipLevel: number, tiers: readonly VipTier[]): VipTier[] {
  return tiers.filter((tier) => tier.vipLevel <= vipLevel).sort((a, b) => a.vipLevel - b.vipLevel);
}

/** A tier with the range of values it applies to: from its minimum up to (not including) the next tier's. */
export interface TierRange<T> {
  tier: T;
  from: number;
  /** null for the highest tier. */
  to: number | null;
}

/** Tiers in ascending order of their minimum, each with the range it covers. */
export function tierRanges<T>(tiers: readonly T[], minimum: (tier: T) => number): TierRange<T>[] {
  const sorted = [...tiers].sort((a, b) => minimum(a) - minimum(b));
  return sorted.map((tier, index) => {
    const next = sorted[index + 1];
    return { tier, from: minimum(tier), to: next === undefined ? null : minimum(next) };
  });
}
