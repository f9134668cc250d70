import { useTranslation } from 'react-i18next';
import type { ActivityReward } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { showToast } from '@/shared/ui/toast/toast';
import { useMoney } from './use-money';

/** How long the "credited" toast stays. */
const CREDITED_TOAST_MS = 4_000;

/**
 * A reward claim that is sent at most once at a time (a double tap sends one claim) and says what landed in the
 * wallet and what must be bet before withdrawing it. A refusal is shown by the API client with the server's message.
 */
export function useRewardClaim<Args extends unknown[]>(claim: (...args: Args) => Promise<ActivityReward | null | undefined>) {
  const { t } = useTranslation('campaigns');
  const money = useMoney();
  return useFormSubmit<Args>(async (...args) => {
    const reward = await claim(...args);
    if (!reward) return;
    const message = reward.turnoverRequired > 0
      ? t('claim.doneWithTurnover', { amount: money(reward.rewardAmount), turnover: money(reward.turnoverRequired) })
      : t('claim.done', { amount: money(reward.rewardAmount) });
    showToast({ message, type: 'success', durationMs: CREDITED_TOAST_MS });
  });
}
