/**
 * The page of each activity type (openapi Advertise.activityType), all aliases of /activity-detail (SPEC.md section 2
 * "Invites, sponsors and activities"). Part of the path map: the home's banners and the gift-pack check open these
 * pages, and promotion-pages.ts lists them for the route table. Kept apart from both so the start-up bundle carries
 * these paths only.
 */
export const ACTIVITY_PAGES = {
  1: '/first-charge',
  2: '/luckyWheel',
  3: '/newMemberGiftPack-activity',
  4: '/newbie-activity',
  5: '/game-activity',
  6: '/rebate-activity',
  7: '/static-activity',
  8: '/welcomeWealth-activity',
  9: '/Electronic-activity',
  10: '/giftBox-activity',
  11: '/newPersonGiftBox-activity',
  12: '/cheerUp-activity',
  13: '/rank-activity',
} as const;

export type ActivityType = keyof typeof ACTIVITY_PAGES;

/** The page of an activity type, or undefined for a type without one of its own (it opens /activity-detail). */
export function activityPage(type: number | null | undefined): string | undefined {
  return Object.hasOwn(ACTIVITY_PAGES, type ?? 0) ? ACTIVITY_PAGES[type as ActivityType] : undefined;
}
