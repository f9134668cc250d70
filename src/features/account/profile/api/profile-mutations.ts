import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bindEmail,
  bindMobile,
  setupWithdrawPwd,
  updateAvatar,
  updateBirthday,
  updateNickname,
  updatePassword,
  updateSex,
  validBindMobileNo,
} from '@/shared/api/generated/main/member/member';
import type {
  BindEmailRequest,
  BindMobileRequest,
  EmptyResponse,
  ValidBindMobileRequest,
} from '@/shared/api/generated/main/model';
import { mutationWithCacheWork, type MutationReactions } from '@/shared/api/mutation-reactions';
import { memberKeys } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { withdrawPasswordKeyQuery } from '@/shared/withdraw-password/withdraw-password-queries';
import type { EmotionStatus } from '../lib/emotion-status';

// The member's own details. Every change reloads the user info, so the screens on show have the new profile by
// the time the screen's own onSuccess runs.

type Reactions<TVariables, TResult> = MutationReactions<EmptyResponse, TVariables, TResult>;
/** Reloads the user info after a change, resolving once the screens on show have the new profile. */
const reload = (client: QueryClient) => client.invalidateQueries({ queryKey: memberKeys.profile });

export const useUpdateAvatar = <TResult = unknown>(reactions?: Reactions<number, TResult>) =>
  useMutation(mutationWithCacheWork((avatar: number) => updateAvatar({ avatar }), reload, reactions));

export const useUpdateNickname = <TResult = unknown>(reactions?: Reactions<string, TResult>) =>
  useMutation(mutationWithCacheWork((nickName: string) => updateNickname({ nickName }), reload, reactions));

/** yyyy-MM-dd; the server refuses a second change. */
export const useUpdateBirthday = <TResult = unknown>(reactions?: Reactions<string, TResult>) =>
  useMutation(mutationWithCacheWork((birthday: string) => updateBirthday({ birthday }), reload, reactions));

export const useUpdateEmotionStatus = <TResult = unknown>(reactions?: Reactions<EmotionStatus, TResult>) =>
  useMutation(mutationWithCacheWork((sex: EmotionStatus) => updateSex({ sex }), reload, reactions));

/** Whether a number is free to bind; asked before a code is sent to it (a refusal is toasted by the API client). */
export const useCheckBindMobile = () => useMutation({ mutationFn: (target: ValidBindMobileRequest) => validBindMobileNo(target) });

export const useBindMobile = <TResult = unknown>(reactions?: Reactions<BindMobileRequest, TResult>) =>
  useMutation(mutationWithCacheWork((body: BindMobileRequest) => bindMobile(body), reload, reactions));

export const useBindEmail = <TResult = unknown>(reactions?: Reactions<BindEmailRequest, TResult>) =>
  useMutation(mutationWithCacheWork((body: BindEmailRequest) => bindEmail(body), reload, reactions));

interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** The login password; the profile does not change with it. */
export const useUpdatePassword = <TResult = unknown>(reactions?: Reactions<PasswordChange, TResult>) =>
  useMutation(mutationWithCacheWork((body: PasswordChange) => updatePassword(body), null, reactions));

/** Turns the RSA public key into the ciphertext of the withdraw password. */
export type EncryptWithdrawPassword = (publicKey: string) => string;

/**
 * Sets the withdraw password. The key is read fresh for every submission (the server may rotate it) and the
 * digits are encrypted by the screen's function: only the ciphertext reaches the API client, and the digits are
 * not kept as mutation variables in the query cache.
 */
export function useSetupWithdrawPassword<TResult = unknown>(reactions?: Reactions<EncryptWithdrawPassword, TResult>) {
  const client = useQueryClient();
  const token = useToken();
  return useMutation(
    mutationWithCacheWork(
      async (encrypt: EncryptWithdrawPassword) => {
        const key = await client.fetchQuery(withdrawPasswordKeyQuery(token));
        return setupWithdrawPwd({ withdrawPwd: encrypt(key) });
      },
      reload,
      reactions,
    ),
  );
}
