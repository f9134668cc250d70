import { useMutation } from '@tanstack/react-query';
import { loginCheck, sendEmail, sendSms } from '@/shared/api/generated/main/auth/auth';
import type { EmptyResponse, LoginCheckRequest, LoginResponse, SendEmailRequest, SendSmsRequest } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork, type MutationReactions } from '@/shared/api/mutation-reactions';

// Verification writes shared by sign-in, the account screens, the withdrawal-account forms and the shell's device
// verification popup. None of them touches the query cache: the session starts through the session store.

/** Sends an SMS code (its actionType says what for); a refusal is toasted by the API client. */
export const useSendSms = () => useMutation({ mutationFn: (body: SendSmsRequest): Promise<EmptyResponse> => sendSms(body) });

/** Sends an e-mail code (its actionType says what for). */
export const useSendEmail = () => useMutation({ mutationFn: (body: SendEmailRequest): Promise<EmptyResponse> => sendEmail(body) });

/**
 * The SMS check of a login from a new device or address. Its failures are shown by the form (a wrong code under
 * the field), so the API client stays quiet; `pendingToken` is the token the login answered with, when it gave one.
 */
export const useLoginCheck = <TResult = unknown>(
  pendingToken: string | null,
  reactions?: MutationReactions<LoginResponse, LoginCheckRequest, TResult>,
) =>
  useMutation(
    mutationWithCacheWork(
      (body: LoginCheckRequest) =>
        loginCheck(body, { noNeedResponseMsg: true, ...(pendingToken ? { headers: { Authorization: pendingToken } } : {}) }),
      null,
      reactions,
    ),
  );
