// The RSA public key the withdraw password is encrypted with (setting the password and every withdrawal order).
import { queryOptions } from '@tanstack/react-query';
import { getWithdrawPwdPublicKey } from '@/shared/api/generated/main/member/member';

const all = ['withdraw-password'] as const;

/** `['withdraw-password', 'public-key', token]`. */
export const withdrawPasswordKeys = {
  all,
  publicKey: (token: string | null) => [...all, 'public-key', token] as const,
};

/** Read fresh for every submission (the server may rotate the key), never cached. */
export const withdrawPasswordKeyQuery = (token: string | null) =>
  queryOptions({
    queryKey: withdrawPasswordKeys.publicKey(token),
    queryFn: async ({ signal }) => (await getWithdrawPwdPublicKey({ signal })).data ?? '',
    staleTime: 0,
    gcTime: 0,
  });
