import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { checkBankCardMobile, getBankCardList, getC2cBanks, getSupportedBanks } from '@/shared/api/generated/main/bankcard/bankcard';
import { checkCryptoMobile, getCryptoAddressList } from '@/shared/api/generated/main/crypto/crypto';
import type { BankCardType, CryptoCurrency } from '@/shared/api/generated/main/model';
import { STALE } from '@/shared/api/query-client';

/** Key roots of the withdrawal accounts: bank cards, EBPay accounts and crypto addresses (cleared with the session). */
export const withdrawalAccountKeys = {
  all: ['withdrawal-accounts'] as const,
  accounts: ['withdrawal-accounts', 'accounts'] as const,
  crypto: ['withdrawal-accounts', 'crypto'] as const,
  checkMobile: ['withdrawal-accounts', 'check-mobile'] as const,
  banks: ['withdrawal-accounts', 'banks'] as const,
};

/** The crypto currency withdrawal addresses are bound for (the only one the contract offers). */
export const WITHDRAW_CURRENCY: CryptoCurrency = 'USDT';

/** Accounts change only through these screens; they are refetched after every change. */
const ACCOUNTS_STALE = STALE.profile;

/** Every bound card and EBPay account (one call; the screen splits them by cardType). */
export const withdrawalAccountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...withdrawalAccountKeys.accounts, token],
    queryFn: async ({ signal }) => (await getBankCardList(undefined, { signal })).data ?? [],
    enabled: Boolean(token),
    staleTime: ACCOUNTS_STALE,
  });

export const cryptoAddressesQuery = (token: string | null, currency: CryptoCurrency) =>
  queryOptions({
    queryKey: [...withdrawalAccountKeys.crypto, currency, token],
    queryFn: async ({ signal }) => (await getCryptoAddressList({ currency }, { signal })).data ?? [],
    enabled: Boolean(token),
    staleTime: ACCOUNTS_STALE,
  });

/** Whether binding one more card (1) or EBPay account (2) needs the SMS check; always asked afresh. */
export const cardCheckMobileQuery = (token: string | null, cardType: BankCardType) =>
  queryOptions({
    queryKey: [...withdrawalAccountKeys.checkMobile, 'card', cardType, token],
    queryFn: async ({ signal }) => (await checkBankCardMobile({ cardType }, { signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const cryptoCheckMobileQuery = (token: string | null, currency: CryptoCurrency) =>
  queryOptions({
    queryKey: [...withdrawalAccountKeys.checkMobile, 'crypto', currency, token],
    queryFn: async ({ signal }) => (await checkCryptoMobile({ currency }, { signal })).data ?? null,
    enabled: Boolean(token),
    staleTime: 0,
  });

/** The banks a card may be bound from; the C2C list when the card is for C2C deposits. */
export const banksQuery = (token: string | null, source: 'supported' | 'c2c') =>
  queryOptions({
    queryKey: [...withdrawalAccountKeys.banks, source, token],
    queryFn: async ({ signal }) => {
      const answer = source === 'c2c' ? await getC2cBanks({ signal }) : await getSupportedBanks({ signal });
      return [...(answer.data ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
    },
    enabled: Boolean(token),
    staleTime: STALE.catalogue,
  });

/** After a bind or delete: the lists and the SMS-check answers are out of date. */
export async function refreshWithdrawalAccounts(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: withdrawalAccountKeys.accounts }),
    client.invalidateQueries({ queryKey: withdrawalAccountKeys.crypto }),
    client.invalidateQueries({ queryKey: withdrawalAccountKeys.checkMobile }),
  ]);
}
