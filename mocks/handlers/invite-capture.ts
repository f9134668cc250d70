// Invite capture: registrations store the invite and referral codes they carried (and put the welcome letters in
// the new member's inbox); every member gets a deterministic referral code and share link.
import type { ReferralCodeResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { RegistrationRecord } from '../db/account-collections';
import { NEW_MEMBER_LETTERS } from '../seed/letters';
import { serverTime, toBase64 } from './account-shared';
import { nextLetterId } from './letter-store';
import { ok } from './main-envelope';
import { memberRoute } from './routes';

/** Registration body fields this module keeps (both registration payloads carry them). */
interface RegistrationCodes {
  inviteCode?: string | undefined;
  referCode?: string | undefined;
  regDomain?: string | undefined;
}

/** Called by the registration handlers once the member exists. */
export async function recordRegistration(memberId: number, channel: RegistrationRecord['channel'], body: RegistrationCodes): Promise<void> {
  const now = Date.now();
  await db.registrations.create({
    memberId,
    channel,
    inviteCode: body.inviteCode?.trim() ?? '',
    referCode: body.referCode?.trim() ?? '',
    regDomain: body.regDomain ?? '',
    registeredAt: now,
  });
  for (const letter of NEW_MEMBER_LETTERS) {
    await db.letters.create({
      id: nextLetterId(),
      memberId,
      title: letter.title,
      content: toBase64(letter.body),
      letType: letter.letType,
      status: 0,
      sendTime: serverTime(now),
    });
  }
}

/** The codes a member's registration carried (undefined for seeded members). */
export function registrationOf(memberId: number): RegistrationRecord | undefined {
  return db.registrations.findFirst((q) => q.where({ memberId }));
}

const CODE_SPACE = 36 ** 4;

/** LT + 4 base-36 characters; the multiplier is coprime with 36, so different ids give different codes. */
export function referralCodeFor(memberId: number): string {
  return `LT${((memberId * 7919) % CODE_SPACE).toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The app's origin as the request names it (Origin, then Referer), else the API's own origin. */
export function appOrigin(request: Request): string {
  const named = request.headers.get('origin') ?? request.headers.get('referer');
  try {
    return new URL(named ?? request.url).origin;
  } catch {
    return new URL(request.url).origin;
  }
}

export const inviteCaptureHandlers = [
  memberRoute<never, never, ReferralCodeResponse>(
    { api: 'main', method: 'GET', path: '/api/member/invite/generateReferralCode' },
    async ({ request, auth }) => {
      const memberId = auth.member.id;
      let stored = db.referralCodes.findFirst((q) => q.where({ memberId }));
      stored ??= await db.referralCodes.create({ memberId, referralCode: referralCodeFor(memberId) });
      const referralCode = stored.referralCode;
      return ok({ referralCode, inviteLink: `${appOrigin(request)}/register?referCode=${referralCode}` });
    },
  ),
];
