// The letters collection as the rest of the mock reads it: unread counts per type (the tab badge is their total, so
// reading or deleting a letter lowers it at once).
import type { LetterTypeCount } from '@/shared/api/generated/main/model';
import { db } from '../db';

/** Unread letters of a member per tab: announce = letType 0, event = 1, activity = 2 (openapi letter.yaml). */
export function unreadLetterCounts(memberId: number): LetterTypeCount {
  const unread = db.letters.findMany((q) => q.where({ memberId, status: 0 }));
  const ofType = (letType: number) => unread.filter((letter) => letter.letType === letType).length;
  return { announceCount: ofType(0), eventCount: ofType(1), activityCount: ofType(2), totalCount: unread.length };
}

/** The next free letter id. */
export function nextLetterId(): number {
  return Math.max(9000, ...db.letters.all().map((letter) => letter.id)) + 1;
}
