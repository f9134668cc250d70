// The RSA public key the withdraw password is encrypted with (setting the password and every withdrawal order).
import { queryOptions } from '@tanstack/react-query';
import { getWithdrawPwdPublicKey } from '@/shared/api/generated/main/member/member';

export const withdrawPwdKeyRoot = ['member', 'withdraw-pwd-key'] as const;

/** Read fresh for every submission (the server may rotate the key), never cached. */
export const withdrawPwdKeyQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...withdrawPwdKeyRoot, token],
    queryFn: async ({ signal }) => (await getWithdrawPwdPublicKey({ signal })).data ?? '',
    staleTime: 0,
    gcTime: 0,
  });
