// The translated message of a refused cash-out: the provider's code when it has one of ours, a generic one otherwise.

/** Provider codes a cash-out can meet (sports-provider-facts §6), each with its own message in bet-records. */
export const CASH_OUT_CODES = [
  6040, 6041, 6042, 6043, 6047, 6049, 6050, 14062, 14063, 14066, 14068, 17001, 17002, 17003, 17004, 17005, 17007, 17008,
  17009, 17010, 17011, 17013, 17014, 17015, 17016, 17017,
] as const;

const KNOWN = new Set<number>(CASH_OUT_CODES);

/** The bet-records message key of a cash-out failure code. */
export function cashOutErrorKey(code: number | null | undefined): string {
  return code !== null && code !== undefined && KNOWN.has(code) ? `cashOut.code.${code}` : 'cashOut.failed';
}
