import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { redirectAfterLogin } from '@/shared/config/paths';
import { ApiError, NetworkError } from '@/shared/api/errors';
import { useLoginCheck, useSendSms } from '@/shared/auth/auth-mutations';
import { closeDeviceVerification, type DeviceVerificationRequest } from '@/shared/session/device-verification';
import { setToken, setUsername } from '@/shared/session/token-store';
import { defaultDialCode } from '@/shared/countries/default-area';
import { AreaPhoneField } from '@/shared/ui/area-phone-field/AreaPhoneField';
import { Button } from '@/shared/ui/button/Button';
import { VERIFY_CODE_PATTERN, VERIFY_PHONE_PATTERN } from '@/shared/lib/validation';
import { CountdownButton, SMS_RESEND_SECONDS } from '@/shared/ui/countdown-button/CountdownButton';
import { Dialog } from '@/shared/ui/dialog/Dialog';
import { TextField } from '@/shared/ui/field/TextField';
import { showToast } from '@/shared/ui/toast/toast';
import styles from './DeviceVerificationPopup.module.css';
import {
  canConfirm,
  digitsOnly,
  isVerifyPhone,
  LOGIN_CHECK_ACTION,
  VERIFY_CODE_MAX,
  VERIFY_PHONE_MAX,
} from './verification-rules';

/** The main API's wrong-code answer: shown as the code field's error (Lletter.Llettertip14). */
export const WRONG_CODE = 1001000003;

/**
 * The IP / device verification popup (SPEC.md sections 4 and 5): the player confirms a login from a new device
 * (loginState 1) or IP (2) with an SMS code; a successful login check stores the session and closes it.
 */
export default function DeviceVerificationPopup({ request }: { request: DeviceVerificationRequest }) {
  const { t, i18n } = useTranslation(['overlays', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const formId = useId();
  const [phone, setPhone] = useState(() => digitsOnly(request.mobile ?? '', VERIFY_PHONE_MAX));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const area = defaultDialCode(i18n.language);

  const sendSms = useSendSms();
  const check = useLoginCheck(null, {
    onSuccess: (answer) => {
      const result = answer.data;
      if (!result?.accessToken) {
        setFormError(answer.msg || t('common:common.loadFailed'));
        return;
      }
      setToken(result.accessToken);
      setUsername(result.userName ?? request.userName);
      closeDeviceVerification();
      navigate(redirectAfterLogin(location.search), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === WRONG_CODE) setCodeError(t('common:Lletter.Llettertip14'));
      else if (error instanceof ApiError) setFormError(error.msg || t('common:common.loadFailed'));
      else if (error instanceof NetworkError) setFormError(t('common:common.networkError'));
    },
  });

  const send = async () => {
    setFormError(null);
    await sendSms.mutateAsync({ actionType: LOGIN_CHECK_ACTION, mobileArea: area, mobile: phone, userName: request.userName });
    showToast({ message: t('verification.codeSent'), type: 'success', durationMs: 2000 });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm(phone, code) || check.isPending) return;
    setFormError(null);
    check.mutate({ userName: request.userName, smsCode: code, mobile: phone, actionType: LOGIN_CHECK_ACTION });
  };

  const title = request.loginState === 1 ? t('verification.titleDevice') : t('verification.titleIp');
  const actions = (
    <>
      <Button variant="secondary" onClick={closeDeviceVerification}>
        {t('common:common.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={!canConfirm(phone, code)} loading={check.isPending}>
        {check.isPending ? t('verification.confirming') : t('verification.confirm')}
      </Button>
    </>
  );

  return (
    <Dialog title={title} onClose={closeDeviceVerification} actions={actions} persistent>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.intro}>{t('verification.intro', { userName: request.userName })}</p>
        <AreaPhoneField
          label={t('verification.phone')}
          area={{ fixed: `+${area}` }}
          maxLength={VERIFY_PHONE_MAX}
          value={phone}
          placeholder={t('verification.phonePlaceholder')}
          rule={{ pattern: VERIFY_PHONE_PATTERN, message: t('verification.phoneRule') }}
          onChange={(value) => setPhone(digitsOnly(value, VERIFY_PHONE_MAX))}
        />
        <div className={styles.codeRow}>
          <TextField
            className={styles.code}
            label={t('verification.code')}
            kind="number"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFY_CODE_MAX}
            value={code}
            placeholder={t('verification.codePlaceholder')}
            error={codeError}
            rule={{ pattern: VERIFY_CODE_PATTERN, message: t('common:Lletter.Llettertip14') }}
            onChange={(value) => {
              setCode(digitsOnly(value, VERIFY_CODE_MAX));
              setCodeError(null);
            }}
          />
          <CountdownButton
            className={styles.send}
            seconds={SMS_RESEND_SECONDS}
            disabled={!isVerifyPhone(phone)}
            resumeKey={`sms:login-check:${request.userName}`}
            onSend={send}
          />
        </div>
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
