import type { NewMemberGiftPack } from '@/shared/api/generated/main/model';
import { ACTIVITY_PAGES } from '@/shared/config/activity-pages';
import { readNewMemberGiftPack } from './auth-mutations';
import { reportPageFailure, type PageEvent } from './page-report';

/** The activity type the gift-pack page is opened with. */
export const GIFT_PACK_TYPE = 3;
/** The gift-pack activity page (an alias of /activity-detail, SPEC.md section 2). */
export const GIFT_PACK_PAGE = ACTIVITY_PAGES[GIFT_PACK_TYPE];
/** SPEC.md section 9: "New-member gift pack: status 1 means open". */
export const GIFT_PACK_OPEN = 1;
const GIFT_PACK_CHECK_PATH = '/api/promotion/activity/newMemberGiftPack/isOpen';

/** The gift-pack page with advertiseId, activityId, type=3 and title, when the pack is open; otherwise null. */
export function giftPackPage(pack: NewMemberGiftPack | null | undefined): string | null {
  if (pack?.status !== GIFT_PACK_OPEN) return null;
  const query = new URLSearchParams({
    advertiseId: pack.advertiseId === null || pack.advertiseId === undefined ? '' : String(pack.advertiseId),
    activityId: String(pack.id),
    type: String(GIFT_PACK_TYPE),
    title: pack.name,
  });
  return `${GIFT_PACK_PAGE}?${query.toString()}`;
}

/**
 * SPEC.md section 4 "After registration": the gift-pack page when the new member's pack is open, otherwise the
 * redirect target. A failed check is reported under the registration's page event and counts as no pack.
 */
export async function pageAfterRegistration(redirect: string, event: PageEvent): Promise<string> {
  try {
    const answer = await readNewMemberGiftPack();
    return giftPackPage(answer.data) ?? redirect;
  } catch (error) {
    reportPageFailure(event, { path: GIFT_PACK_CHECK_PATH }, error);
    return redirect;
  }
}
