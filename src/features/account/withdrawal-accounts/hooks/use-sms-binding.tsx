import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { CheckMobileResult, UserInfo } from '@/shared/api/generated/main/model';
import { PATHS } from '@/shared/config/paths';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { messageKeysByField } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { smsCodeForm } from '@/features/account/lib/account-forms';
import { showSuccess } from '@/features/account/lib/success-toast';
import type { Binding } from '../api/withdrawal-account-mutations';
import { SmsCheck } from '../components/SmsCheck';

type FieldErrors<Field extends string> = Partial<Record<Field | 'smsCode', string>>;

export interface SmsBindingOptions<Account> {
  check: CheckMobileResult;
  member: UserInfo;
  /** Checks the form's own fields: the parse error (if any) and the account to bind once they are valid. */
  validate: () => { error?: z.ZodError; account: Account | null };
  bind: (binding: Binding<Account>) => Promise<unknown>;
  boundMessage: string;
  submitLabel: string;
}

/**
 * The SMS-and-bind part every withdrawal-account form shares: the SMS code (when check-mobile asks for it), the
 * field errors of the form and the code, one submit at a time, and after the binding a success toast and /bankcard.
 * `tail` is the end of the form: the SMS step, the form alert and the submit button.
 */
export function useSmsBinding<Field extends string, Account>({
  check,
  member,
  validate,
  bind,
  boundMessage,
  submitLabel,
}: SmsBindingOptions<Account>) {
  const { t } = useTranslation(['withdrawal-accounts', 'account', 'common']);
  const navigate = useNavigate();
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mobile = member.mobile ?? '';
  const mobileArea = member.mobileArea ?? '';

  const edit = (field: Field | 'smsCode', set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const own = validate();
    const sms = check.needVerify ? smsCodeForm.safeParse({ smsCode }) : null;
    const found = { ...messageKeysByField(own.error), ...messageKeysByField(sms?.error) };
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])) as FieldErrors<Field>);
    if (!own.account || sms?.success === false || !check.hasMobile) return;
    const verification = check.needVerify ? { mobile, mobileArea, smsCode } : null;
    await bind({ account: own.account, verification });
    showSuccess(boundMessage);
    navigate(PATHS.bankcard, { replace: true });
    return LEAVING;
  });

  const tail: ReactNode = (
    <>
      <SmsCheck
        check={check}
        mobile={mobile}
        mobileArea={mobileArea}
        code={smsCode}
        error={errors.smsCode}
        onCodeChange={edit('smsCode', setSmsCode)}
      />
      <FormAlert message={alert} />
      <Button type="submit" block size="lg" loading={pending} disabled={!check.hasMobile}>
        {pending ? t('account:shared.submitting') : submitLabel}
      </Button>
    </>
  );

  return { errors, setErrors, edit, onSubmit, tail };
}
