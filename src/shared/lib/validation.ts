import { z } from 'zod';

/** SPEC.md section 5 "Shared patterns": the one place these rules live. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{6,20}$/;
/** The alternative username rule: 6-16 characters with at least one letter and one digit. */
export const USERNAME_ALT_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/;
export const PASSWORD_PATTERN = /^(?![0-9]+$)(?![A-Za-z]+$)[A-Za-z0-9]{8,20}$/;
export const PHONE_CODE_PATTERN = /^\d{6}$/;
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;
export const BANK_CARD_PATTERN = /^\d{6,19}$/;
export const AGENT_ACCOUNT_PATTERN = /^a_[A-Za-z0-9]{3,15}$/;

export const isValidUsername = (value: string): boolean => USERNAME_PATTERN.test(value);
export const isValidUsernameAlt = (value: string): boolean => USERNAME_ALT_PATTERN.test(value);
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

/** Form schema for the username login; messages are i18n keys. */
export const accountLoginForm = z.object({
  userName: z.string().regex(USERNAME_PATTERN, 'auth:login.usernameRule'),
  password: z.string().regex(PASSWORD_PATTERN, 'auth:login.passwordRule'),
});
export type AccountLoginForm = z.infer<typeof accountLoginForm>;
