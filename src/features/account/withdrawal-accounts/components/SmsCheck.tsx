import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routeWithQuery } from '@/shared/config/paths';
import { useSendSms } from '@/shared/auth/auth-mutations';
import type { CheckMobileResult } from '@/shared/api/generated/main/model';
import { CountdownButton } from '@/shared/ui/countdown-button/CountdownButton';
import { TextField } from '@/shared/ui/field/TextField';
import styles from '@/features/account/components/account-pages.module.css';

/** sendSms purpose of a withdrawal-account binding (openapi SendSmsRequest.actionType). */
export const BIND_ACCOUNT_SMS_ACTION = 6;
/** One countdown for every binding: the code goes to the same bound mobile. */
export const BIND_SMS_RESUME_KEY = 'sms:bind-account';

export interface SmsCheckProps {
  check: CheckMobileResult;
  /** The member's bound mobile and its dialling code, where the code is sent. */
  mobile: string;
  mobileArea: string;
  code: string;
  onCodeChange: (code: string) => void;
  error?: string | null;
}

/**
 * The SMS step of a binding (check-mobile decides it): nothing when no check is needed, the code field with its
 * 60 s resend countdown when it is, and a way to bind a phone first when the member has none.
 */
export function SmsCheck({ check, mobile, mobileArea, code, onCodeChange, error }: SmsCheckProps) {
  const { t } = useTranslation('withdrawal-accounts');
  const location = useLocation();
  const sendSms = useSendSms();
  if (!check.hasMobile) {
    return (
      <div className={styles.notice} role="note">
        <p>{t('sms.noMobile')}</p>
        <Link className={styles.link} to={routeWithQuery('cellIphone', { redirect: location.pathname })}>
          {t('sms.bindPhone')}
        </Link>
      </div>
    );
  }
  if (!check.needVerify) return null;
  const shown = check.mobile || mobile;
  return (
    <TextField
      label={t('sms.code')}
      kind="number"
      maxLength={6}
      autoComplete="one-time-code"
      value={code}
      placeholder={t('sms.codePlaceholder')}
      hint={t('sms.sentTo', { phone: `+${check.mobileArea || mobileArea} ${shown}` })}
      error={error}
      onChange={onCodeChange}
      end={
        <CountdownButton
          resumeKey={BIND_SMS_RESUME_KEY}
          label={t('sms.send')}
          disabled={!mobile}
          onSend={() => sendSms.mutateAsync({ actionType: BIND_ACCOUNT_SMS_ACTION, mobileArea, mobile })}
        />
      }
    />
  );
}
