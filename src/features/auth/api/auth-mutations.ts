import { useMutation } from '@tanstack/react-query';
import {
  accountLogin,
  accountRegister,
  mobileLogin,
  mobileRegister,
  registerCheckByCode,
  registerCheckByMobile,
  resetPassword,
} from '@/shared/api/generated/main/auth/auth';
import type {
  AccountLoginRequest,
  AccountRegisterRequest,
  EmptyResponse,
  LoginResponse,
  MobileLoginRequest,
  MobileRegisterRequest,
  ResetPasswordRequest,
} from '@/shared/api/generated/main/model';
import { getNewMemberGiftPack } from '@/shared/api/generated/main/promotion/promotion';
import { mutationWithCacheWork, type MutationReactions } from '@/shared/api/mutation-reactions';

// Sign-in, registration and password reset. None of them touches the query cache: a login or a registration
// starts the session through the session store, and every member query is keyed by the new token.

export const useMobileLogin = <TResult = unknown>(reactions?: MutationReactions<LoginResponse, MobileLoginRequest, TResult>) =>
  useMutation(mutationWithCacheWork((body: MobileLoginRequest) => mobileLogin(body), null, reactions));

export const useAccountLogin = <TResult = unknown>(reactions?: MutationReactions<LoginResponse, AccountLoginRequest, TResult>) =>
  useMutation(mutationWithCacheWork((body: AccountLoginRequest) => accountLogin(body), null, reactions));

export const useResetPassword = <TResult = unknown>(reactions?: MutationReactions<EmptyResponse, ResetPasswordRequest, TResult>) =>
  useMutation(mutationWithCacheWork((body: ResetPasswordRequest) => resetPassword(body), null, reactions));

// The registration calls below are the mutation functions of useRegistration (hooks/use-registration.ts), which
// adds the session start and the gift-pack check around them.

/** The username registration. */
export const registerByUsername = (body: AccountRegisterRequest): Promise<LoginResponse> => accountRegister(body);

/** The mobile registration: the code must match (registerCheckByCode) before mobile-register creates the member. */
export async function registerByMobile(body: MobileRegisterRequest): Promise<LoginResponse> {
  await registerCheckByCode(body.mobile, body.smsCode);
  return mobileRegister(body);
}

/** The number must be free before a registration code goes out to it. */
export const checkMobileFree = (mobile: string, area: string): Promise<unknown> => registerCheckByMobile(mobile, area);

/** The new member's gift pack, asked once right after the registration; the caller reports a failure itself. */
export const readNewMemberGiftPack = () => getNewMemberGiftPack({ noNeedResponseMsg: true });
