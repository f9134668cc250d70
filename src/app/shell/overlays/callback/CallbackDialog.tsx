import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { closeShellOverlay } from '@/shared/overlays/shell-overlays';
import { useToken } from '@/shared/session/use-session';
import { defaultDialCode } from '@/shared/countries/default-area';
import { Button } from '@/shared/ui/button/Button';
import { Dialog } from '@/shared/ui/dialog/Dialog';
import frame from '@/shared/ui/field/field-frame.module.css';
import { TextField } from '@/shared/ui/field/TextField';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import { showErrorToast, showToast } from '@/shared/ui/toast/toast';
import { callbackConfigQuery } from '@/shared/customer-service/customer-service-queries';
import { useRequestCallback } from '@/shared/customer-service/customer-service-mutations';
import styles from './CallbackDialog.module.css';
import { CallbackHotlines } from './CallbackHotlines';
import { CALLBACK_ERROR_KEYS, CALLBACK_PHONE_MAX, sanitiseCallbackPhone, validateCallbackPhone } from './callback-validation';

/** The success toast stays 2 s (SPEC.md section 8). */
export const CALLBACK_SUCCESS_MS = 2000;
export const REMARK_MAX = 200;

/**
 * The callback dialog (SPEC.md section 5 "Callback dialog"): a member without a bound mobile goes to /cellIphone
 * first; the phone keeps digits only (max 11) and must fit the area (+86 or other); the remark is free text; one
 * submit at a time; success shows the server msg, or Mletter.SuccessfulSubmit, for 2 s.
 */
export default function CallbackDialog() {
  const { t, i18n } = useTranslation(['overlays', 'common']);
  const navigate = useNavigate();
  const token = useToken();
  const formId = useId();
  const remarkId = useId();
  const area = defaultDialCode(i18n.language);
  const profile = useQuery(memberProfileQuery(token));
  const member = profile.data;
  const config = useQuery(callbackConfigQuery(member ?? undefined, token));
  const [phone, setPhone] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const sending = useRef(false);
  const close = () => closeShellOverlay('callback-dialog');

  const unbound = member !== undefined && member !== null && !member.mobile;
  useEffect(() => {
    if (!token) closeShellOverlay('callback-dialog');
  }, [token]);
  useEffect(() => {
    if (!unbound) return;
    closeShellOverlay('callback-dialog');
    navigate(PATHS.cellIphone);
  }, [unbound, navigate]);

  // The bound mobile is offered when it belongs to the area the form dials.
  const shownPhone = phone ?? (member?.mobile && member.mobileArea === area ? member.mobile : '');

  const submit = useRequestCallback({
    onSuccess: (answer) => {
      showToast({ message: answer.msg || t('common:Mletter.SuccessfulSubmit'), type: 'success', durationMs: CALLBACK_SUCCESS_MS });
      closeShellOverlay('callback-dialog');
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!member || sending.current || submit.isPending) return;
    const error = validateCallbackPhone(shownPhone, area);
    if (error) {
      showErrorToast(t(CALLBACK_ERROR_KEYS[error]));
      return;
    }
    sending.current = true;
    submit.mutate({
      tenantId: member.tenantId,
      userName: member.userName,
      realName: member.realName ?? '',
      vipLevel: member.vipLevel,
      remark: remark.trim(),
      mobile: shownPhone,
      mobileArea: area,
    });
  };

  const ready = Boolean(member) && !unbound;
  const actions = (
    <>
      <Button variant="secondary" onClick={close}>
        {t('common:common.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={!ready} loading={submit.isPending}>
        {submit.isPending ? t('callback.submitting') : t('callback.submit')}
      </Button>
    </>
  );

  return (
    <Dialog title={t('callback.title')} onClose={close} actions={actions}>
      {ready ? (
        <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.intro}>{t('callback.intro')}</p>
          {config.data?.workTime ? <p className={styles.note}>{t('callback.workTime', { time: config.data.workTime })}</p> : null}
          {member ? <CallbackHotlines member={member} token={token} /> : null}
          <TextField
            label={t('callback.phone')}
            kind="phone"
            maxLength={CALLBACK_PHONE_MAX}
            value={shownPhone}
            placeholder={t('callback.phonePlaceholder')}
            onChange={(value) => setPhone(sanitiseCallbackPhone(value))}
            start={
              <span className={styles.area}>
                <span className="visually-hidden">{t('callback.area')} </span>+{area}
              </span>
            }
          />
          <div className={frame.stack}>
            <label htmlFor={remarkId} className={frame.label}>
              {t('callback.remark')}
            </label>
            <textarea
              id={remarkId}
              className={styles.remarkBox}
              value={remark}
              maxLength={REMARK_MAX}
              rows={3}
              placeholder={t('callback.remarkPlaceholder')}
              onChange={(event) => setRemark(event.target.value)}
            />
          </div>
        </form>
      ) : (
        <Spinner label={t('common:common.loading')} />
      )}
    </Dialog>
  );
}
