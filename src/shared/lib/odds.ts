/** SPEC.md section 9: odds format 1 is decimal (two decimals), 2 is Hong Kong (decimal minus 1). */
export type OddsFormat = 1 | 2;

/** Provider odds below 0 (e.g. -999) mean the selection is locked. */
export function isLockedOdds(od: number | null | undefined): boolean {
  return od === null || od === undefined || !Number.isFinite(od) || od < 0;
}

/** The odds as shown to the player, or null when locked. Rounds half away from zero on cents. */
export function formatOdds(od: number | null | undefined, format: OddsFormat = 1): string | null {
  if (isLockedOdds(od)) return null;
  const value = format === 2 ? (od as number) - 1 : (od as number);
  const cents = Math.round((value + Number.EPSILON) * 100);
  return (cents / 100).toFixed(2);
}

export type OddsMove = 'up' | 'down' | 'none';

/** Odds change per bet-cart item (SPEC.md section 4): up if higher, down if lower, otherwise none. */
export function oddsMove(previous: number, next: number): OddsMove {
  if (next > previous) return 'up';
  if (next < previous) return 'down';
  return 'none';
}
