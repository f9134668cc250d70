// The new-member gift pack checked right after registration: open (status 1) for members registered in this mock
// session, closed (status 0) for everyone else.
import type { NewMemberGiftPack, NewMemberGiftPackResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { ok } from './main-envelope';
import { memberRoute } from './routes';

/** The gift-pack activity the client opens with advertiseId, activityId (id), type=3 and title (name). */
export const GIFT_PACK = { id: 3005, name: 'Quà chào mừng thành viên mới', advertiseId: 44 } as const;

export const openGiftPack = (): NewMemberGiftPack => ({ status: 1, ...GIFT_PACK });
export const closedGiftPack = (): NewMemberGiftPack => ({ status: 0, id: GIFT_PACK.id, name: GIFT_PACK.name, advertiseId: null });

/** Whether the member registered in this mock session (a new member). */
export const isNewMember = (memberId: number): boolean =>
  db.registrations.findFirst((q) => q.where({ memberId })) !== undefined;

export const giftPackHandlers = [
  memberRoute<never, never, NewMemberGiftPackResponse>(
    { api: 'main', method: 'POST', path: '/api/promotion/activity/newMemberGiftPack/isOpen' },
    ({ auth }) => {
      return ok(isNewMember(auth.member.id) ? openGiftPack() : closedGiftPack());
    },
  ),
];
