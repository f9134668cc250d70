import { useMutation } from '@tanstack/react-query';
import { bindBankCard, bindBankCardWithPhone, deleteBankCard } from '@/shared/api/generated/main/bankcard/bankcard';
import { bindCryptoAddress, bindCryptoAddressWithPhone, deleteCryptoAddress } from '@/shared/api/generated/main/crypto/crypto';
import type { BankCardBindRequest, CryptoBindRequest } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork } from '@/shared/api/mutation-reactions';
import { refreshWithdrawalAccounts } from './withdrawal-account-queries';

// Binding and deleting withdrawal accounts. Every change refreshes the lists and the SMS-check answers before the
// screen moves on.

/** The member's bound phone and the SMS code, when check-mobile asks for them. */
export interface PhoneVerification {
  mobile: string;
  mobileArea: string;
  smsCode: string;
}

export interface Binding<TAccount> {
  account: TAccount;
  /** Null when no SMS check is needed. */
  verification: PhoneVerification | null;
}

/** A bank card (card type 1) or an EBPay account (card type 2). */
export const useBindCard = () =>
  useMutation(
    mutationWithCacheWork(
      ({ account, verification }: Binding<BankCardBindRequest>) =>
        verification ? bindBankCardWithPhone({ ...account, ...verification }) : bindBankCard(account),
      refreshWithdrawalAccounts,
    ),
  );

export const useBindCryptoAddress = () =>
  useMutation(
    mutationWithCacheWork(
      ({ account, verification }: Binding<CryptoBindRequest>) =>
        verification ? bindCryptoAddressWithPhone({ ...account, ...verification }) : bindCryptoAddress(account),
      refreshWithdrawalAccounts,
    ),
  );

export const useDeleteCard = () => useMutation(mutationWithCacheWork((id: number) => deleteBankCard({ id }), refreshWithdrawalAccounts));

export const useDeleteCryptoAddress = () =>
  useMutation(mutationWithCacheWork((id: number) => deleteCryptoAddress({ id }), refreshWithdrawalAccounts));
