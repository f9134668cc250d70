import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { maskPhone } from '@/shared/lib/masking';
import { AreaPhoneField } from '@/shared/ui/area-phone-field/AreaPhoneField';
import { LEAVING } from '@/shared/forms/use-form-submit';
import { useSendSms } from '@/shared/auth/auth-mutations';
import { useBindMobile, useCheckBindMobile } from '../api/profile-mutations';
import { BindContactForm, useBoundThenBack } from '../components/BindContactForm';
import { BoundNotice } from '../components/BoundNotice';
import { maskedMobile } from '../components/ContactCells';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { useBindPhoneForm } from '../hooks/use-bind-phone-form';

/** SendSms purpose "bind mobile". */
const BIND_MOBILE_ACTION = 4;

function BindPhoneForm() {
  const { t } = useTranslation('account');
  const form = useBindPhoneForm();
  const { areaCodes } = form;
  const checkMobile = useCheckBindMobile();
  const sendSms = useSendSms();
  const bind = useBindMobile({ onSuccess: useBoundThenBack(t('phone.bound')) });

  // The number must be free before a code is sent to it; a refusal is toasted by the API client.
  const sendCode = async (): Promise<string | null> => {
    if (!form.checkMobile()) return null;
    const target = { mobileArea: areaCodes.area, mobile: form.mobile };
    await checkMobile.mutateAsync(target);
    await sendSms.mutateAsync({ actionType: BIND_MOBILE_ACTION, ...target });
    return `${areaCodes.areaCode} ${maskPhone(form.mobile)}`;
  };

  return (
    <BindContactForm
      intro={t('phone.intro')}
      contactField={
        <AreaPhoneField
          label={t('phone.label')}
          area={{ codes: areaCodes, buttonLabel: t('phone.areaCode', { area: areaCodes.areaCode }), title: t('phone.chooseArea') }}
          value={form.mobile}
          onChange={form.setMobile}
          error={form.errors.mobile}
        />
      }
      code={{ value: form.smsCode, onChange: form.setSmsCode, error: form.errors.smsCode }}
      resumeKey="sms:bind-mobile"
      sendCode={sendCode}
      // One submit at a time, by tap or Enter; after a success the form stays locked while the screen leaves.
      bind={async () => {
        if (!form.checkAll()) return;
        await bind.mutateAsync({ mobileArea: areaCodes.area, mobile: form.mobile, smsCode: form.smsCode });
        return LEAVING;
      }}
      submitLabel={t('phone.submit')}
    />
  );
}

function CellIphone({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  return profile.mobile ? <BoundNotice label={t('phone.boundLabel')} value={maskedMobile(profile)} /> : <BindPhoneForm />;
}

/**
 * Bind a phone (/cellIphone): area code from the country list, the number cut to the country's length, an SMS code
 * (sent after validBindMobileNo says the number is free; resend after 60 s), then PUT bind-mobile. Afterwards
 * GET /api/member/get carries the number, and this screen shows it masked.
 */
export function CellIphoneScreen() {
  return <MemberProfileGate rows={3}>{(profile) => <CellIphone profile={profile} />}</MemberProfileGate>;
}
