import { ACTIVITY_PAGES } from './activity-pages';

// Paths of the promotion pages that the route table adds in bulk: kept apart from the path map so the start-up
// bundle, which needs the map, does not carry these lists (only the lazily loaded route table reads them).

/** The cheer-up campaign's records page: an alias of /activity-detail that shows only the member's cheers. */
export const CHEER_RECORDS_PATH = '/cheerUp-record';

/** The paths of the aliases of /activity-detail (SPEC.md section 2 "Invites, sponsors and activities"). */
export const ACTIVITY_DETAIL_ALIASES = [...Object.values(ACTIVITY_PAGES), CHEER_RECORDS_PATH] as const;

/** The standalone campaign pages, each at /<name>. */
export const CAMPAIGN_PAGES = [
  'suggestion',
  'transaction',
  'sign',
  'monthly',
  'day',
  'feast',
  'moneyball',
  '61flow',
  'schedule-display',
  'base',
  'negative',
  'america-schedule',
  'america-details',
  'america-activity',
  'olympic-games',
  'c2cVirtual',
  'goldMedal',
  'olympicCheck',
  'k2v',
  'Valentine-Day',
  'Five-Major-Leagues',
  'Five-Major-Leagues2',
  'Mid-Autumn-Festival',
  'Chess-Card-Challenge',
  'glory',
  'electronic',
  'national',
  'invite-politely',
  'national-day',
  'peers',
  'eSports',
  'usdt1',
  'usdt2',
  'usdt3',
  'singlesDay',
  'cbPay',
  'christmas',
] as const;

export type CampaignPage = (typeof CAMPAIGN_PAGES)[number];
