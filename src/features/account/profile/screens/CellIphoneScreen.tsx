import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { maskPhone } from '@/shared/lib/masking';
import { Button } from '@/shared/ui/button/Button';
import { CountdownButton } from '@/shared/ui/countdown-button/CountdownButton';
import { TextField } from '@/shared/ui/field/TextField';
import { PASSCODE_LENGTH } from '@/shared/ui/passcode-input/PasscodeInput';
import { showToast } from '@/shared/ui/toast/toast';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { useSendSms } from '@/shared/auth/auth-mutations';
import { useBindMobile, useCheckBindMobile } from '../api/profile-mutations';
import { AreaCodeButton } from '../components/AreaCodeButton';
import { BoundNotice } from '../components/BoundNotice';
import { maskedMobile } from '../components/ContactCells';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { useBindPhoneForm } from '../hooks/use-bind-phone-form';
import { useGoBack } from '../hooks/use-go-back';
import styles from '../components/account.module.css';

/** SendSms purpose "bind mobile". */
const BIND_MOBILE_ACTION = 4;
const DONE_TOAST_MS = 2000;

function BindPhoneForm() {
  const { t } = useTranslation(['account', 'common']);
  const goBack = useGoBack();
  const form = useBindPhoneForm();
  const [sentTo, setSentTo] = useState('');
  const checkMobile = useCheckBindMobile();
  const sendSms = useSendSms();

  // The number must be free before a code is sent to it; a refusal is toasted by the API client.
  const sendCode = async (): Promise<boolean> => {
    if (!form.checkMobile()) return false;
    const target = { mobileArea: form.area, mobile: form.mobile };
    await checkMobile.mutateAsync(target);
    await sendSms.mutateAsync({ actionType: BIND_MOBILE_ACTION, ...target });
    setSentTo(`${form.country.areaCode} ${maskPhone(form.mobile)}`);
    return true;
  };

  const bind = useBindMobile({
    onSuccess: () => {
      showToast({ message: t('account:phone.bound'), type: 'success', durationMs: DONE_TOAST_MS });
      goBack();
    },
  });

  // One submit at a time, by tap or Enter; after a success the form stays locked while the screen leaves.
  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    if (!form.checkAll()) return;
    await bind.mutateAsync({ mobileArea: form.area, mobile: form.mobile, smsCode: form.smsCode });
    return LEAVING;
  });

  return (
    <form className={styles.page} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.note}>{t('account:phone.intro')}</p>
      <TextField
        label={t('account:phone.label')}
        kind="phone"
        country={form.country.countryCode}
        value={form.mobile}
        onChange={form.setMobile}
        error={form.errors.mobile}
        start={<AreaCodeButton country={form.country} onChange={form.setCountry} />}
      />
      <TextField
        label={t('account:code.label')}
        kind="number"
        maxLength={PASSCODE_LENGTH}
        autoComplete="one-time-code"
        value={form.smsCode}
        onChange={form.setSmsCode}
        error={form.errors.smsCode}
        end={<CountdownButton className={styles.codeButton} resumeKey="sms:bind-mobile" onSend={sendCode} />}
      />
      <p className={styles.note} role="status">
        {sentTo ? t('account:code.sentTo', { target: sentTo }) : null}
      </p>
      <FormAlert message={alert} />
      <Button
        type="submit"
        block
        loading={pending}
      >
        {t('account:phone.submit')}
      </Button>
    </form>
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
