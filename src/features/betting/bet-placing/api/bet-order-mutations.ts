import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { MultipleBetRequest, ReserveBetResult, SingleBetsRequest } from '@/shared/api/generated/sports/model';
import { placeMultipleBet, placeReserveBet, placeSingleBets } from '@/shared/api/generated/sports/order/order';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import type { CartItem } from '@/shared/bet-cart/cart-types';
import { getDeviceId } from '@/shared/lib/device-id';
import { memberKeys } from '@/shared/member/member-queries';
import { betRecordKeys } from '@/features/betting/bet-records/api/bet-record-queries';

// The bets the member places: singles and multiples from the cart, and target-odds (reserve) bets.

/** The provider takes a device id of at most 64 characters. */
const DEVICE_ID_MAX = 64;

/** The wallet was debited (or refunded) and the records gained a bet. */
export function refreshAfterBet(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: memberKeys.balance }), client.invalidateQueries({ queryKey: betRecordKeys.all })]);
}

/**
 * Sends singles (singlePass) or one multiple (betMultiple) with the caller's options (untoasted, with the placing
 * timeout). A write outside React: placing runs once for every caller (../place-bets.ts), which does the cache work.
 */
export function submitBets(
  payload: { kind: 'single'; body: SingleBetsRequest } | { kind: 'multiple'; body: MultipleBetRequest },
  options: Parameters<typeof placeSingleBets>[1],
) {
  return payload.kind === 'single' ? placeSingleBets(payload.body, options) : placeMultipleBet(payload.body, options);
}

export interface ReserveBetInput {
  item: Pick<CartItem, 'marketId' | 'optionType'>;
  /** European target odds (at most 3 decimals). */
  targetOdds: number;
  stake: number;
}

/**
 * Places a target-odds bet (reserve/bet, sports-provider-facts §3.9): the selection with the target as its odds.
 * A refusal rejects with the provider's code untoasted (the form says it in the player's language); on success the
 * reserved bets in the records and the balance are asked again.
 */
export function usePlaceReserveBet() {
  return useMutation(
    mutationWithCacheWork(async ({ item, targetOdds, stake }: ReserveBetInput): Promise<ReserveBetResult | null> => {
      const response = await placeReserveBet(
        {
          unitStake: stake,
          betOptionList: [{ marketId: item.marketId, optionType: item.optionType, odds: targetOdds, oddsFormat: 1 }],
          deviceId: getDeviceId().slice(0, DEVICE_ID_MAX),
        },
        { noNeedResponseMsg: true },
      );
      return response.data;
    }, refreshAfterBet),
  );
}
