// Who invited whom: the seed's ties, and every registration made in the mock session that carried a member's
// referral code (referCode, or i_code as the invite code) ties the new member to that member.
import { db } from '../db';
import { referralCodeFor } from './invite-capture';

export interface Invitee {
  inviteeId: number;
  tiedAt: number;
}

/** The member whose referral code this is (codes are derived from member ids, see referralCodeFor). */
export function memberOfReferralCode(code: string): number | undefined {
  const wanted = code.trim().toUpperCase();
  if (!/^LT[0-9A-Z]{4}$/.test(wanted)) return undefined;
  const stored = db.referralCodes.findFirst((q) => q.where({ referralCode: wanted }));
  if (stored) return stored.memberId;
  return db.members.all().find((member) => referralCodeFor(member.id) === wanted)?.id;
}

/** The inviter a registration names: its referCode first, else its invite code; never the member themself. */
function inviterOfRegistration(memberId: number, referCode: string, inviteCode: string): number | undefined {
  for (const code of [referCode, inviteCode]) {
    const inviter = code ? memberOfReferralCode(code) : undefined;
    if (inviter !== undefined && inviter !== memberId) return inviter;
  }
  return undefined;
}

/** The member's invited friends, newest first. */
export function inviteesOf(inviterId: number): Invitee[] {
  const seeded = db.referralTies.findMany((q) => q.where({ inviterId })).map(({ inviteeId, tiedAt }) => ({ inviteeId, tiedAt }));
  const registered = db.registrations
    .all()
    .filter((registration) => inviterOfRegistration(registration.memberId, registration.referCode, registration.inviteCode) === inviterId)
    .map((registration) => ({ inviteeId: registration.memberId, tiedAt: registration.registeredAt }));
  return [...seeded, ...registered].sort((a, b) => b.tiedAt - a.tiedAt || b.inviteeId - a.inviteeId);
}

/** The member who invited `inviteeId`, if anyone did. */
export function inviterOf(inviteeId: number): number | undefined {
  const seeded = db.referralTies.findFirst((q) => q.where({ inviteeId }));
  if (seeded) return seeded.inviterId;
  const registration = db.registrations.findFirst((q) => q.where({ memberId: inviteeId }));
  return registration ? inviterOfRegistration(inviteeId, registration.referCode, registration.inviteCode) : undefined;
}
