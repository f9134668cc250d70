import type { ActivityBetTotal, ActivityLevel, LevelProgress } from '@/shared/api/generated/main/model';

/**
 * What a level shows the player:
 * - claimable: reached, the reward waits for the claim;
 * - claimed: credited;
 * - reached: reached but not payable (a higher first-deposit tier pays instead, or the sign-up is missing);
 * - open: not reached yet, still counting;
 * - expired: reached but the claim deadline has passed;
 * - missed: not reached and the campaign is over.
 */
export type LevelStatus = 'claimable' | 'claimed' | 'reached' | 'open' | 'expired' | 'missed';

export interface LevelView {
  level: ActivityLevel;
  current: number;
  status: LevelStatus;
  /** Share of the target done, 0-1. */
  fraction: number;
  /** What is still missing to reach the target (0 once reached). */
  left: number;
}

export interface TierSummary {
  levels: LevelView[];
  /** The first level, in target order, not reached yet (null when every level is reached). */
  next: LevelView | null;
  reachedCount: number;
  claimableCount: number;
}

export interface CampaignClock {
  /** The campaign is over (nothing more counts). */
  ended: boolean;
  /** The claim deadline has passed. */
  claimClosed: boolean;
}

function statusOf(current: number, target: number, state: number | undefined, clock: CampaignClock): LevelStatus {
  if (state === 2) return 'claimed';
  if (state === 1) return 'claimable';
  if (current >= target) return clock.claimClosed ? 'expired' : 'reached';
  return clock.ended ? 'missed' : 'open';
}

/** Each level's status and progress from the server's levels and the member's progress (none for guests). */
export function tierProgress(levels: readonly ActivityLevel[], progress: readonly LevelProgress[] | undefined, clock: CampaignClock): TierSummary {
  const byId = new Map((progress ?? []).map((entry) => [entry.levelId, entry]));
  const views = [...levels]
    .sort((a, b) => a.target - b.target || a.levelId - b.levelId)
    .map((level): LevelView => {
      const entry = byId.get(level.levelId);
      const current = Math.max(0, entry?.current ?? 0);
      const target = Math.max(level.target, Number.MIN_VALUE);
      return {
        level,
        current,
        status: statusOf(current, level.target, entry?.state, clock),
        fraction: Math.min(1, current / target),
        left: Math.max(0, level.target - current),
      };
    });
  return {
    levels: views,
    next: views.find((view) => view.left > 0 && view.status !== 'claimed' && view.status !== 'claimable') ?? null,
    reachedCount: views.filter((view) => view.left === 0 || view.status === 'claimed' || view.status === 'claimable').length,
    claimableCount: views.filter((view) => view.status === 'claimable').length,
  };
}

/** The member's progress in a turnover-tier campaign (activity/bet/total) as level progress. */
export function progressFromBetTotal(total: ActivityBetTotal): LevelProgress[] {
  return total.levels.map((level) => ({ levelId: level.levelId, current: total.betTotal, state: level.state }));
}
