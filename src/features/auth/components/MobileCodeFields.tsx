import { useTranslation } from 'react-i18next';
import { AreaPhoneField } from '@/shared/ui/area-phone-field/AreaPhoneField';
import type { MobileCodeForm } from '../hooks/use-mobile-code';
import { SlideVerify } from './SlideVerify';
import { SmsCodeField } from './SmsCodeField';

/** The number (with its area code), the slide captcha and the SMS code of the mobile sign-in and registration. */
export function MobileCodeFields({ form, resumeKey }: { form: MobileCodeForm; resumeKey: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <AreaPhoneField
        label={t('form.phone')}
        area={form.area}
        value={form.mobile}
        placeholder={t('form.phonePlaceholder')}
        error={form.errors.mobile}
        onChange={form.edit('mobile', form.setMobile)}
      />
      <SlideVerify
        error={form.errors.validate}
        round={form.sms.round}
        onVerified={(next) => {
          form.sms.setValidate(next);
          form.clear('validate');
        }}
      />
      <SmsCodeField
        label={t('form.code')}
        value={form.smsCode}
        placeholder={t('form.codePlaceholder')}
        error={form.errors.smsCode}
        resumeKey={resumeKey}
        onSend={form.sms.send}
        onChange={form.edit('smsCode', form.setSmsCode)}
      />
    </>
  );
}
