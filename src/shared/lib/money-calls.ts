/**
 * The calls that move money or claim it: deposits, withdrawals, bets and cash-outs, reward claims, wallet transfers and
 * game entry (which moves the balance into the game). While the device is offline the API clients refuse them before
 * anything is sent (OfflineError), so a player never taps "pay" into a request that cannot leave the phone.
 */
const MONEY_CALLS: readonly RegExp[] = [
  /^\/api\/fund\/deposit\/(order|usdtOrder|c2cOrder)$/,
  /^\/api\/fund\/withdraw\/(orderV2|usdtOrderV2|ebpay\/orderV2|confirmOrder)$/,
  /^\/api\/game\/bet\/single-wallet\/jump$/,
  /^\/api\/game\/fund\/(collect|transfer)/,
  /^\/api\/promotion\/activity\/(claim|receiveMatchRewards)/,
  /^\/api\/promotion\/.*\b(claim|receive)/i,
  /^\/api\/member\/invite\/drawAward$/,
  /^\/v1\/order\/(bet\/singlePass|betMultiple|reserve\/bet|cashOut\/bet)$/,
];

/** True when the call at `path` (no origin, no query) moves or claims money. */
export const isMoneyCall = (path: string): boolean => MONEY_CALLS.some((pattern) => pattern.test(path));
