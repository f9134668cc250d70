// The settled tab's date ranges: presets counted in the player's own days, never longer than the shorter of the
// two limits (the provider lists at most 31 days, facts §6 14051; the main API's bet sums at most 30).

export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Longest range either side accepts, in days. */
export const MAX_RANGE_DAYS = 30;

/** Epoch milliseconds, both ends inclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

const DAYS_BACK: Record<RangePreset, { from: number; to: number }> = {
  today: { from: 0, to: 0 },
  yesterday: { from: 1, to: 1 },
  week: { from: 6, to: 0 },
  month: { from: MAX_RANGE_DAYS - 1, to: 0 },
};

function startOfDay(epochMs: number, daysBack: number): number {
  const day = new Date(epochMs);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - daysBack);
  return day.getTime();
}

/** The range of a preset around `now`: from the start of its first day to the end of its last (device time zone). */
export function presetRange(preset: RangePreset, now: number): TimeRange {
  const { from, to } = DAYS_BACK[preset];
  return { start: startOfDay(now, from), end: startOfDay(now, to - 1) - 1 };
}

export const isRangePreset = (value: string | null): value is RangePreset =>
  value !== null && (RANGE_PRESETS as readonly string[]).includes(value);

/** The merchant's time zone (Asia/Ho_Chi_Minh, UTC+7 all year), in which the reserve list reads its text times. */
const MERCHANT_UTC_OFFSET_MINUTES = 7 * 60;

/** Epoch milliseconds as the provider's "yyyy-MM-dd HH:mm:ss" in the merchant's time zone. */
export function formatMerchantTime(epochMs: number): string {
  const shifted = new Date(epochMs + MERCHANT_UTC_OFFSET_MINUTES * 60_000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}
