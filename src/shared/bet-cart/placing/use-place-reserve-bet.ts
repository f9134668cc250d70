import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReserveBetResult } from '@/shared/api/generated/sports/model';
import { placeReserveBet } from '@/shared/api/generated/sports/order/order';
import { getDeviceId } from '@/shared/lib/device-id';
import { memberKeys } from '@/shared/member/member-queries';
import type { CartItem } from '../cart-types';
import { BET_RECORDS_KEY_ROOT } from './place-bets';

/** The provider takes a device id of at most 64 characters. */
const DEVICE_ID_MAX = 64;

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, targetOdds, stake }: ReserveBetInput): Promise<ReserveBetResult | null> => {
      const response = await placeReserveBet(
        {
          unitStake: stake,
          betOptionList: [{ marketId: item.marketId, optionType: item.optionType, odds: targetOdds, oddsFormat: 1 }],
          deviceId: getDeviceId().slice(0, DEVICE_ID_MAX),
        },
        { noNeedResponseMsg: true },
      );
      return response.data;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BET_RECORDS_KEY_ROOT }),
        queryClient.invalidateQueries({ queryKey: memberKeys.balance }),
      ]);
    },
  });
}
