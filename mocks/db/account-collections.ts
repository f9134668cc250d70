// Collections of the account slice: letters, announcements, feedback threads, withdraw passwords, identity codes,
// pending nicknames, registrations (invite capture) and referral codes. Records are checked by the generated contract schemas, extended with the owner and mock-only fields.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { AdviceDetail, Announcement, IdentityCode, Letter } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A letter in a member's inbox (letType 0 notification, 1 event, 2 sport lists; status 0 unread, 1 read). */
export const LetterRecord = Letter.extend({ memberId: z.int() });

/** An announcement; guests and members below `minVipLevel` do not see it. Shown between startTime and endTime. */
export const AnnouncementRecord = Announcement.extend({ minVipLevel: z.int().min(0).max(11) });

/** A feedback thread with its replies and whether the member has opened the newest reply. */
export const AdviceRecord = AdviceDetail.extend({ memberId: z.int(), hasUnreadReply: z.boolean() });

/** A member's 6-digit withdraw password (decrypted; this data never leaves the mock). */
export const WithdrawPassword = z.object({ memberId: z.int(), password: z.string().regex(/^[0-9]{6}$/), setAt: z.int() });

export const IdentityCodeRecord = IdentityCode.extend({ memberId: z.int(), issuedAt: z.int() });

/** A nickname waiting for review; the member's nickName changes only once it is approved. */
export const NicknameReview = z.object({ memberId: z.int(), nickName: z.string().min(4).max(10), submittedAt: z.int() });

/** A member registered in this mock session, with the invite and referral codes the registration carried. */
export const Registration = z.object({
  memberId: z.int(),
  channel: z.enum(['account', 'mobile']),
  inviteCode: z.string(),
  referCode: z.string(),
  regDomain: z.string(),
  registeredAt: z.int(),
});

export const ReferralCodeRecord = z.object({ memberId: z.int(), referralCode: z.string().regex(/^[A-Z0-9]{6}$/) });

export type LetterRecordType = z.infer<typeof LetterRecord>;
export type AnnouncementRecordType = z.infer<typeof AnnouncementRecord>;
export type AdviceRecordType = z.infer<typeof AdviceRecord>;
export type RegistrationRecord = z.infer<typeof Registration>;

export const accountCollections = {
  letters: new Collection({ schema: LetterRecord }),
  announcements: new Collection({ schema: AnnouncementRecord }),
  advices: new Collection({ schema: AdviceRecord }),
  withdrawPasswords: new Collection({ schema: WithdrawPassword }),
  identityCodes: new Collection({ schema: IdentityCodeRecord }),
  nicknameReviews: new Collection({ schema: NicknameReview }),
  registrations: new Collection({ schema: Registration }),
  referralCodes: new Collection({ schema: ReferralCodeRecord }),
};

/** The seed the database was last filled from (the withdraw-password key pair is generated once per seed). */
export const accountRuntime = { seed: 0 };
