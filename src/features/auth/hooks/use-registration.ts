import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NetworkError } from '@/shared/api/errors';
import type { LoginResponse } from '@/shared/api/generated/main/model';
import { pageAfterRegistration } from '../api/gift-pack-target';
import { reportPageFailure, type PageEvent } from '../api/page-report';
import { startSession, useRedirectTarget } from './use-finish-login';

/** The page host the player registers on (the registration payload's regDomain). */
export function registrationDomain(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

export interface RegistrationCall<Body> {
  event: PageEvent;
  /** API path of the registration call, for the error report. */
  path: string;
  /** Sends the registration (and any check it needs first); rejects when the server refuses. */
  register: (body: Body) => Promise<LoginResponse>;
  userNameOf: (body: Body) => string;
  /** The registration was refused and the form stays (with the error, if the call failed). */
  onStayed?: (error?: unknown) => void;
}

type Finished = { kind: 'done'; target: string } | { kind: 'rejected'; response: LoginResponse };

/** A finished registration leaves the screen; a rejected one stays for another try. */
export const leavesAfterRegistration = (finished: Finished): boolean => finished.kind === 'done';

/**
 * Registers, stores the new member's session, checks the new-member gift pack and goes to the gift-pack page or
 * the redirect target (SPEC.md section 4 "After registration"). The submit stays busy through the gift-pack check.
 */
export function useRegistration<Body>({ event, path, register, userNameOf, onStayed }: RegistrationCall<Body>) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (body: Body): Promise<Finished> => {
      const response = await register(body);
      const token = response.data?.accessToken;
      if (!token) return { kind: 'rejected', response };
      startSession(token, response.data?.userName || userNameOf(body));
      return { kind: 'done', target: await pageAfterRegistration(redirect, event) };
    },
    onMutate: () => setFormMessage(null),
    onSuccess: (finished, body) => {
      if (finished.kind === 'done') {
        navigate(finished.target, { replace: true });
        return;
      }
      reportPageFailure(event, { path, body }, finished.response);
      setFormMessage(finished.response.msg);
      onStayed?.();
    },
    // Server codes are toasted by the API client; a lost connection is said on the form.
    onError: (error, body) => {
      reportPageFailure(event, { path, body }, error);
      onStayed?.(error);
      if (error instanceof NetworkError) setFormMessage(t('common.networkError'));
    },
  });

  return { mutation, formMessage };
}
