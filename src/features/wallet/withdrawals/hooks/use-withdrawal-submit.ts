import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WithdrawChannelContent, WithdrawOrder } from '@/shared/api/generated/main/model';
import { ApiError } from '@/shared/api/errors';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { formatMoney } from '@/shared/lib/money';
import { WITHDRAW_PASSWORD_PATTERN } from '@/shared/lib/validation';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { findOpenWithdrawal, useCreateWithdrawal } from '../api/withdrawal-mutations';
import { WithdrawPasswordEncryptionError } from '@/shared/withdraw-password/withdraw-password-crypto';
import { amountProblem, withdrawalInformationHref, type AmountProblem } from '../lib/withdrawal-rules';

/** Server codes that are about the password: the digits are cleared and the server's message shown under them. */
const PASSWORD_CODES = new Set([1007000002, 1007000014]);
/** An open withdrawal exists: the player is taken to it. */
const OPEN_ORDER_CODE = 1007000009;

export type WithdrawField = 'destination' | 'amount' | 'password';
export type WithdrawErrors = Partial<Record<WithdrawField, string>>;

export interface WithdrawDraft {
  content: WithdrawChannelContent;
  destinationId: number | null;
  amount: string;
  password: string;
}

/**
 * The withdraw form's submit: checks the draft (translated messages, nothing typed is lost), sends one order
 * whatever the taps, then opens /withdrawalInformation. A wrong password clears only the digits.
 */
export function useWithdrawSubmit(draft: WithdrawDraft, clearPassword: () => void) {
  const { t, i18n } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const create = useCreateWithdrawal();
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const money = (value: number) => formatMoney(value, draft.content.currency, i18n.language);

  const amountMessage = (problem: AmountProblem) =>
    problem.key === 'amountRequired' ? t('errors.amountRequired') : t(`errors.${problem.key}`, { limit: money(problem.limit) });

  const open = (order: WithdrawOrder): typeof LEAVING => {
    clearPassword();
    void navigate(withdrawalInformationHref(order), { replace: true });
    return LEAVING;
  };

  const submit = useFormSubmit(async () => {
    const { content, destinationId, amount, password } = draft;
    const problem = amountProblem(amount, content);
    const next: WithdrawErrors = {};
    if (destinationId === null) next.destination = t('errors.destinationRequired');
    if (problem) next.amount = amountMessage(problem);
    if (!WITHDRAW_PASSWORD_PATTERN.test(password)) next.password = t('errors.passwordRule');
    setErrors(next);
    if (destinationId === null || problem || next.password) return;
    try {
      return open(await create.mutateAsync({ withdrawType: content.withdrawType, channelId: content.id, amount: Number(amount), destinationId, password }));
    } catch (error) {
      if (error instanceof WithdrawPasswordEncryptionError) {
        showErrorToast(t('errors.encryptFailed'));
        return;
      }
      if (error instanceof ApiError && PASSWORD_CODES.has(error.code)) {
        clearPassword();
        setErrors({ password: error.msg || t('errors.passwordRule') });
        return;
      }
      if (error instanceof ApiError && error.code === OPEN_ORDER_CODE) {
        const existing = await findOpenWithdrawal();
        if (existing) return open(existing);
      }
      throw error;
    }
  });

  const clearError = (field: WithdrawField) => setErrors((current) => ({ ...current, [field]: undefined }));
  return { ...submit, errors, clearError };
}
