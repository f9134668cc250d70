/**
 * The feedback form's rules. The content length and image count come from the contract (AdviceSaveRequest:
 * 10-500 characters, at most 3 images); the image types and the 5 MB size from the image upload call
 * (FundImageUploadRequest: JPEG, PNG or WebP).
 */

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 500;
export const FEEDBACK_MAX_IMAGES = 3;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The feedback categories (AdviceType): 1 suggestion, 2 problem report, 3 deposit or withdrawal, 4 other. */
export const ADVICE_TYPES = [1, 2, 3, 4] as const;
export type AdviceTypeValue = (typeof ADVICE_TYPES)[number];

export type ContentError = 'empty' | 'short' | 'long';
export type ImageError = 'type' | 'size' | 'count';

export function contentError(content: string): ContentError | null {
  const length = content.trim().length;
  if (length === 0) return 'empty';
  if (length < FEEDBACK_MIN_LENGTH) return 'short';
  if (length > FEEDBACK_MAX_LENGTH) return 'long';
  return null;
}

export interface PickedImages<F> {
  /** Files kept, in the order picked, never more than the room left. */
  accepted: F[];
  /** Why some were left out (each reason once, in the order met). */
  errors: ImageError[];
}

/** Which of the newly picked files join the ones already attached. */
export function pickImages<F extends { type: string; size: number }>(picked: readonly F[], alreadyAttached: number): PickedImages<F> {
  const accepted: F[] = [];
  const errors: ImageError[] = [];
  const note = (error: ImageError) => {
    if (!errors.includes(error)) errors.push(error);
  };
  for (const file of picked) {
    if (!IMAGE_TYPES.includes(file.type)) note('type');
    else if (file.size === 0 || file.size > IMAGE_MAX_BYTES) note('size');
    else if (alreadyAttached + accepted.length >= FEEDBACK_MAX_IMAGES) note('count');
    else accepted.push(file);
  }
  return { accepted, errors };
}
