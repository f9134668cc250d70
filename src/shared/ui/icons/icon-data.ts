/** Ids and message keys of the icon sets (SPEC.md section 2). Plain data, so listing them loads no artwork. */

/** The sports that have their own icon, by provider sport id. */
export const SPORT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 13, 15, 16, 19, 47, 51, 177, 178] as const;
export type SportId = (typeof SPORT_IDS)[number];

export function isSportId(id: number): id is SportId {
  return (SPORT_IDS as readonly number[]).includes(id);
}

/** Message key (icons namespace) of a sport's name; unknown ids read as the generic sport. */
export function sportNameKey(sportId: number): string {
  return isSportId(sportId) ? `sport.${sportId}` : 'sport.other';
}

export const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

export function isVipLevel(level: number): level is VipLevel {
  return (VIP_LEVELS as readonly number[]).includes(level);
}

/** Levels outside 0-11 are clamped into the range; anything not a number reads as level 0. */
export function toVipLevel(level: number): VipLevel {
  if (!Number.isFinite(level)) return 0;
  const clamped = Math.min(11, Math.max(0, Math.trunc(level)));
  return isVipLevel(clamped) ? clamped : 0;
}

export const AVATAR_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

export function isAvatarId(id: number): id is AvatarId {
  return (AVATAR_IDS as readonly number[]).includes(id);
}

export function avatarNameKey(id: number): string {
  return isAvatarId(id) ? `avatar.${id}` : 'avatar.default';
}
