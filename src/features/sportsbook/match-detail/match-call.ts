// Which match a /match-detail/:id route names, and the provider call that loads it: read by the screen and by the
// boot script that starts the call with the page (src/app/boot/first-screen-calls.ts), so both ask the same.

/** The provider's match detail call (the generated client's getGetMatchDetailUrl; tests/integration/match-detail-early-call.test.ts checks it). */
export const MATCH_DETAIL_PATH = '/v1/match/getMatchDetail';

/** A route's :id as a match id, or null when it is not a positive whole number. */
export function matchIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
