import { useState } from 'react';
import { leavingWhen, useFormSubmit } from '@/shared/forms/use-form-submit';
import { useFieldErrors } from './use-field-errors';
import { leavesAfterReset, usePasswordReset } from './use-password-reset';

/** sendSms / sendEmail actionType of a password reset code. */
export const ACTION_RESET_PASSWORD = 5;

type ResetField = 'userName' | 'code' | 'password' | 'confirmPassword';

/**
 * State of a password reset form, by SMS or by e-mail: the username, the code, the new password twice, their
 * errors (plus the contact's `Extra` ones), the form's message and the one-at-a-time reset call.
 */
export function useResetForm<Extra extends string>() {
  const [userName, setUserName] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const fieldErrors = useFieldErrors<ResetField | Extra>();
  const { mutation, formMessage, setFormMessage } = usePasswordReset();
  const { run: submit, pending: sending } = useFormSubmit(leavingWhen(mutation.mutateAsync, leavesAfterReset));

  return {
    ...fieldErrors,
    values: { userName, code, password, confirmPassword },
    setUserName,
    setCode,
    setPassword,
    setConfirmPassword,
    formMessage,
    setFormMessage,
    submit,
    sending,
  };
}

export type ResetForm = ReturnType<typeof useResetForm<never>>;
