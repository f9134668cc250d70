import { PASSWORD_PATTERN, PHONE_CODE_PATTERN } from '@/shared/lib/validation';

/** SMS and e-mail codes: exactly 6 digits (SPEC.md section 5 "Phone code"). */
export const isVerificationCode = (code: string): boolean => PHONE_CODE_PATTERN.test(code);

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordChangeProblem = 'required' | 'rule' | 'sameAsOld' | 'mismatch';

/** The first problem of each field of the change-password form; an empty object means it can be sent. */
export function passwordChangeProblems(input: Record<PasswordChangeField, string>): Partial<Record<PasswordChangeField, PasswordChangeProblem>> {
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (input.oldPassword === '') problems.oldPassword = 'required';
  if (input.newPassword === '') problems.newPassword = 'required';
  else if (!PASSWORD_PATTERN.test(input.newPassword)) problems.newPassword = 'rule';
  else if (input.newPassword === input.oldPassword) problems.newPassword = 'sameAsOld';
  if (input.confirmPassword === '') problems.confirmPassword = 'required';
  else if (input.confirmPassword !== input.newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}
