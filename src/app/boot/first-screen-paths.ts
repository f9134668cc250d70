/** The promotions tab's campaign list, as the boot script calls it (the generated client's getGetActivityListUrl). */
export const ACTIVITY_LIST_PATH = '/api/promotion/activity/list';
