// Verification codes "sent" by SMS or e-mail. The mock stores the code instead of sending it; the code is
// runtime.verificationCode ('123456' unless a scenario or test changes it).
import { db } from '../db';
import { runtime } from '../db/runtime';

/** A code stays valid this long. */
const CODE_LIFETIME_MS = 5 * 60_000;
/** The same target may get a new code only after this long (the app's resend countdown). */
export const RESEND_INTERVAL_MS = 60_000;

export const smsTarget = (area: string, mobile: string): string => `${area.replace(/^\+/, '')}:${mobile}`;

/** false when a code went to this target less than a minute ago. */
export function maySend(channel: 'sms' | 'email', target: string, now = Date.now()): boolean {
  const recent = db.verificationCodes.findFirst((q) =>
    q.where({ channel, target, sentAt: (sentAt) => now - sentAt < RESEND_INTERVAL_MS }),
  );
  return recent === undefined;
}

export async function storeCode(channel: 'sms' | 'email', target: string, actionType: number): Promise<void> {
  db.verificationCodes.deleteMany((q) => q.where({ channel, target }));
  await db.verificationCodes.create({ channel, target, code: runtime.verificationCode, actionType, sentAt: Date.now() });
}

/** Whether `code` is the live code of the target. */
export function codeMatches(channel: 'sms' | 'email', target: string, code: string, now = Date.now()): boolean {
  const stored = db.verificationCodes.findFirst((q) => q.where({ channel, target, code }));
  return stored !== undefined && now - stored.sentAt < CODE_LIFETIME_MS;
}

/** Whether `code` is the live SMS code of `mobile` under any dialling code. */
export function smsCodeMatchesAnyArea(mobile: string, code: string, now = Date.now()): boolean {
  const stored = db.verificationCodes.findFirst((q) =>
    q.where({ channel: 'sms', code, target: (target) => target.endsWith(`:${mobile}`) }),
  );
  return stored !== undefined && now - stored.sentAt < CODE_LIFETIME_MS;
}

/** A code is single-use: a successful login or registration consumes it. */
export function consumeCode(channel: 'sms' | 'email', target: string): void {
  db.verificationCodes.deleteMany((q) => q.where({ channel, target }));
}
