/**
 * What a member may send in a room's chat (the live site setting's limits, checked again by the server): plain
 * text, trimmed, not empty, at most `maxLength` characters (counted as the reader sees them: an emoji is one), and
 * not sooner than `intervalMs` after their last message.
 */

export type ChatTextProblem = 'empty' | 'tooLong';

/** Characters as a reader counts them (code points: an emoji or a CJK character is one). */
export const chatLength = (text: string): number => [...text].length;

export function checkChatText(text: string, maxLength: number): ChatTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  return chatLength(trimmed) > maxLength ? 'tooLong' : null;
}

/** Milliseconds to wait before the next message may go (0: now). */
export function waitBeforeSending(lastSentAt: number | null, now: number, intervalMs: number): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, lastSentAt + intervalMs - now);
}

let sequence = 0;

/** An id for a message the app sends, unique in this page's life. */
export function newClientMsgId(now: number): string {
  sequence += 1;
  return `c-${now}-${sequence}`;
}
