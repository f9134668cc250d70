import { toVipLevel, type VipLevel } from '../icon-data';

export type VipTier = 'entry' | 'bronze' | 'silver' | 'gold' | 'diamond';

export interface VipLook {
  level: VipLevel;
  tier: VipTier;
  /** Body colour; white text on it keeps at least 4.5:1 contrast. */
  base: string;
  /** Rim and ornament colour. */
  rim: string;
  /** Marks for the step inside the tier: 1-3 for bronze to gold, 0 otherwise. */
  pips: number;
}

const COLOURS: Record<VipTier, { base: string; rim: string }> = {
  entry: { base: '#546e7a', rim: '#b0bec5' },
  bronze: { base: '#8d5524', rim: '#e0a36b' },
  silver: { base: '#56616e', rim: '#d5dde3' },
  gold: { base: '#805600', rim: '#ffd54f' },
  diamond: { base: '#4a2c9a', rim: '#b9a6f0' },
};

function tierOf(level: VipLevel): VipTier {
  if (level === 0) return 'entry';
  if (level <= 3) return 'bronze';
  if (level <= 6) return 'silver';
  if (level <= 9) return 'gold';
  return 'diamond';
}

/** How a VIP level is drawn: level 0 entry, 1-3 bronze, 4-6 silver, 7-9 gold, 10-11 diamond. */
export function vipLook(level: number): VipLook {
  const safe = toVipLevel(level);
  const tier = tierOf(safe);
  const pips = safe >= 1 && safe <= 9 ? ((safe - 1) % 3) + 1 : 0;
  return { level: safe, tier, pips, ...COLOURS[tier] };
}
