/** SPEC.md section 5 "Nickname" and the "Edit nickname screen": at least 4 characters after trimming, input max 10. */
export const NICKNAME_MIN_LENGTH = 4;
export const NICKNAME_MAX_LENGTH = 10;

/** Characters of the trimmed nickname, counted as the player sees them (code points). */
export function trimmedNicknameLength(value: string): number {
  return Array.from(value.trim()).length;
}

/** Save is active only from 4 trimmed characters on. */
export function isNicknameSavable(value: string): boolean {
  return trimmedNicknameLength(value) >= NICKNAME_MIN_LENGTH;
}
