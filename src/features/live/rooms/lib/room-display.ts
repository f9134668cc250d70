/**
 * How rooms show their times: a start today as its time ("20:45"), another day with its date ("30/11 20:45" in
 * Vietnamese, "11-30 20:45" elsewhere, SPEC.md section 9), in the player's time zone.
 */
export function startTimeText(epochMs: number, language: string, now = Date.now(), timeZone?: string): string {
  const options = { timeZone, hour12: false } as const;
  const time = new Intl.DateTimeFormat('en-GB', { ...options, hour: '2-digit', minute: '2-digit' }).format(epochMs);
  const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { ...options, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  if (day(epochMs) === day(now)) return time;
  const [, month, date] = day(epochMs).split('-');
  return language === 'vi' ? `${date}/${month} ${time}` : `${month}-${date} ${time}`;
}

/** The room id of a live page address (?id=7001), or null when it is not a positive whole number. */
export function roomIdFrom(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
