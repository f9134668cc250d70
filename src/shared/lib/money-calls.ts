/**
 * The calls that move money or claim it: deposits, withdrawals, bets and cash-outs, reward claims (promotions, invite
 * awards and draws, VIP upgrade bonuses, a lucky-wheel spin), stakes on a live room's dice game, wallet transfers and game entry (which moves the balance into the game). While the device is offline the API
 * clients refuse them before anything is sent, so a player never taps "pay" into a request that cannot leave the phone.
 * One expression (it is part of the start-up code): main API paths, then the sports provider's.
 */
const MONEY_CALL =
  /^\/api\/(fund\/(deposit\/(order|usdtOrder|c2cOrder)|withdraw\/(orderV2|usdtOrderV2|ebpay\/orderV2|confirmOrder))$|game\/(bet\/single-wallet\/jump$|fund\/(collect|transfer))|promotion\/.*(claim|receive|prize\/get)|member\/(invite\/(drawAward|claimAward)|vip\/claim\w*)$|live\/subgame\/bet$)|^\/v1\/order\/(bet\/singlePass|betMultiple|reserve\/bet|cashOut\/bet)$/i;

/** True when the call at `path` (no origin, no query) moves or claims money. */
export const isMoneyCall = (path: string): boolean => MONEY_CALL.test(path);
