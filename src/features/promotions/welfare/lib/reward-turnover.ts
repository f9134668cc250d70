/** How far a claimed reward's turnover requirement is: bets still needed before it may be withdrawn, and the share done. */
export function turnoverProgress(required: number, done: number): { left: number; fraction: number; complete: boolean } {
  const need = Math.max(0, required);
  const made = Math.min(need, Math.max(0, done));
  return { left: need - made, fraction: need === 0 ? 1 : made / need, complete: made >= need };
}

/** The /welfare tabs: every reward, or the ones in one state (openapi RewardStatus 0 claimable, 1 claimed, 2 expired). */
export const REWARD_TABS = ['all', 'claimable', 'claimed', 'expired'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];

const STATUS_OF_TAB = { all: null, claimable: 0, claimed: 1, expired: 2 } as const;

export const statusOfTab = (tab: RewardTab) => STATUS_OF_TAB[tab];

export const isRewardTab = (value: string | null): value is RewardTab => REWARD_TABS.includes(value as RewardTab);
