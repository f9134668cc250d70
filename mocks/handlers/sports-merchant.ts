// The operator's settings at the sports provider (/v1/merchant/detail): currencies, odds formats and the bet features
// switched on. The reserve-bet and cash-out handlers follow the same settings.
import type { MerchantDetail, MerchantDetailResponse } from '@/shared/api/generated/sports/model';
import { RequestContext } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { route } from './routes';
import { sportsOk } from './sports-envelope';
import { asProvider, sportsPost } from './sports-route';

/**
 * Lotus in Vietnam: VND wallets counted in thousands (1000), plus USD, USDT and CNY; European and Hong Kong odds
 * for betting, the other formats for display; the stake is held in the operator's wallet (not seamless), so
 * reserve bets can be paid up front.
 */
export const MERCHANT: MerchantDetail = {
  merchantId: 'lotus-vn',
  name: 'Lotus',
  currencyIds: [1000, 2, 200, 1],
  oddsFormats: [1, 2, 3, 4, 5],
  parlayEnabled: true,
  cashOutEnabled: true,
  reserveBetEnabled: true,
  seamlessWallet: false,
  timeZone: 'Asia/Ho_Chi_Minh',
};

/** UTC offset of the merchant's time zone (Vietnam keeps UTC+7 all year), for "yyyy-MM-dd HH:mm:ss" times. */
export const MERCHANT_UTC_OFFSET_MS = 7 * 3_600_000;

export const sportsMerchantHandlers = [
  route<never, never, MerchantDetailResponse>(
    sportsPost('/v1/merchant/detail'),
    asProvider(RequestContext, () => sportsOk(MERCHANT)),
  ),
];
