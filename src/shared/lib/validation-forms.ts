import { z } from 'zod';
import {
  EMAIL_PATTERN,
  isValidMobile,
  PASSWORD_PATTERN,
  PHONE_CODE_PATTERN,
  USERNAME_PATTERN,
  VERIFY_CODE_PATTERN,
  VERIFY_PHONE_PATTERN,
} from './validation';

/**
 * Zod schemas of the sign-in, registration, password-reset and device-check forms, built from the shared patterns
 * of SPEC.md section 5. Every message is an i18n key; a form translates it next to the field it names.
 */
export const FORM_MESSAGES = {
  username: 'auth:login.usernameRule',
  password: 'auth:login.passwordRule',
  phone: 'auth:form.phoneRule',
  code: 'auth:form.codeRule',
  email: 'auth:form.emailRule',
  confirmMismatch: 'auth:form.confirmMismatch',
  verifyPhone: 'auth:form.verifyPhoneRule',
  verifyCode: 'common:Lletter.Llettertip14',
} as const;

const userName = z.string().regex(USERNAME_PATTERN, FORM_MESSAGES.username);
const password = z.string().regex(PASSWORD_PATTERN, FORM_MESSAGES.password);
const smsCode = z.string().regex(PHONE_CODE_PATTERN, FORM_MESSAGES.code);
const email = z.string().regex(EMAIL_PATTERN, FORM_MESSAGES.email);
/** The mobile number of the picked area (country code such as VN or CN). */
const mobileOf = (countryCode: string) => z.string().refine((value) => isValidMobile(value, countryCode), FORM_MESSAGES.phone);

/** The repeated password must equal the password; checked even while other fields are still wrong. */
const samePassword = {
  path: ['confirmPassword'],
  message: FORM_MESSAGES.confirmMismatch,
  when: () => true,
};
const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;

/** The mobile number alone: checked before an SMS code is sent. */
export const mobileNumberForm = (countryCode: string) => z.object({ mobile: mobileOf(countryCode) });

/** Mobile + SMS code sign-in (and the mobile registration, which asks for the same two fields). */
export const mobileLoginForm = (countryCode: string) => z.object({ mobile: mobileOf(countryCode), smsCode });
export type MobileLoginForm = z.infer<ReturnType<typeof mobileLoginForm>>;
export const mobileRegisterForm = mobileLoginForm;

/** Username registration: username, password and the password again. */
export const accountRegisterForm = z
  .object({ userName, password, confirmPassword: z.string() })
  .refine(passwordsMatch, samePassword);
export type AccountRegisterForm = z.infer<typeof accountRegisterForm>;

/** Password reset with the SMS code sent to the account's bound mobile. */
export const forgetBySmsForm = (countryCode: string) =>
  z
    .object({ userName, mobile: mobileOf(countryCode), code: smsCode, password, confirmPassword: z.string() })
    .refine(passwordsMatch, samePassword);
export type ForgetBySmsForm = z.infer<ReturnType<typeof forgetBySmsForm>>;

/** Password reset with the code e-mailed to the account's bound address. */
export const forgetByEmailForm = z
  .object({ userName, email, code: smsCode, password, confirmPassword: z.string() })
  .refine(passwordsMatch, samePassword);
export type ForgetByEmailForm = z.infer<typeof forgetByEmailForm>;

/** The e-mail address alone: checked before an e-mail code is sent. */
export const emailAddressForm = z.object({ email });

/** The IP / device change check (SPEC.md section 5 "Verification popup"): phone 6-11 digits, code 4-6 digits. */
export const deviceCheckForm = z.object({
  mobile: z.string().regex(VERIFY_PHONE_PATTERN, FORM_MESSAGES.verifyPhone),
  smsCode: z.string().regex(VERIFY_CODE_PATTERN, FORM_MESSAGES.verifyCode),
});
export type DeviceCheckForm = z.infer<typeof deviceCheckForm>;

/** The first message key of each field that failed, by field name (what a form shows next to each input). */
export function messageKeysByField(error: z.ZodError | undefined): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in keys)) keys[field] = issue.message;
  }
  return keys;
}
