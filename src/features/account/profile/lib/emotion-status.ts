import type { UpdateSexRequestSex } from '@/shared/api/generated/main/model';

/** SPEC.md section 3 "Emotion status" (sent as `sex`): 0 private, 1 single, 2 married. */
export const EMOTION_STATUSES = [0, 1, 2] as const satisfies readonly UpdateSexRequestSex[];
export type EmotionStatus = (typeof EMOTION_STATUSES)[number];

export function toEmotionStatus(value: unknown): EmotionStatus | null {
  return EMOTION_STATUSES.find((status) => status === value) ?? null;
}

/** The message key of a status (account namespace). */
export const emotionStatusKey = (status: EmotionStatus): string => `emotion.${status}`;
