import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Bank, BankCardBindRequest, CheckMobileResult, UserInfo } from '@/shared/api/generated/main/model';
import { messageKeysByField } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { Picker } from '@/shared/ui/picker/Picker';
import { useBindCard } from '../api/withdrawal-account-mutations';
import { bankCardForm, BRANCH_MAX, CARD_NUMBER_MAX, cardNumberMin, ebpayForm, HOLDER_NAME_MAX, smsCodeForm } from '@/features/account/lib/account-forms';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import styles from '@/features/account/components/account-pages.module.css';
import { SelectField } from '@/shared/ui/select-field/SelectField';
import { SmsCheck } from './SmsCheck';
import { showSuccess } from '@/features/account/lib/success-toast';

/** EBPay accounts are filed under the EBPay wallet by the server; the bind call takes 0 as their bank. */
export const EBPAY_BANK_ID = 0;

type Field = 'bankId' | 'realName' | 'cardNo' | 'branch' | 'smsCode';

export interface CardBindFormProps {
  kind: 'bank' | 'ebpay';
  member: UserInfo;
  check: CheckMobileResult;
  /** The banks to pick from (bank cards only). */
  banks?: readonly Bank[];
}

/**
 * The add form of a bank card or an EBPay account: bank (cards), holder name (fixed once the member has a real
 * name), number, branch (cards) and the SMS code when check-mobile asks for it. Bound -> back to /bankcard.
 */
export function CardBindForm({ kind, member, check, banks = [] }: CardBindFormProps) {
  const { t } = useTranslation(['banking', 'common']);
  const navigate = useNavigate();
  const bind = useBindCard();
  const knownName = (member.realName ?? '').trim();
  const [bankId, setBankId] = useState<number | null>(null);
  const [holder, setHolder] = useState(knownName);
  const [cardNo, setCardNo] = useState('');
  const [branch, setBranch] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [picking, setPicking] = useState(false);
  const bank = banks.find((entry) => entry.id === bankId);
  const isBank = kind === 'bank';
  const prefix = isBank ? 'card' : 'ebpay';

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const values = { bankId: bankId ?? undefined, realName: holder, cardNo, branch };
    const parsed = isBank ? bankCardForm(bank?.countryCode).safeParse(values) : ebpayForm.safeParse(values);
    const sms = check.needVerify ? smsCodeForm.safeParse({ smsCode }) : null;
    const found = { ...messageKeysByField(parsed.error), ...messageKeysByField(sms?.error) };
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (!parsed.success || sms?.success === false || !check.hasMobile) return;
    const realName = parsed.data.realName;
    const body: BankCardBindRequest = isBank
      ? { cardType: 1, bankId: bankId ?? 0, cardNo, realName, countryCode: bank?.countryCode ?? 'VN', ...(branch.trim() ? { branch: branch.trim() } : {}) }
      : { cardType: 2, bankId: EBPAY_BANK_ID, cardNo, realName };
    const verification = check.needVerify ? { mobile: member.mobile ?? '', mobileArea: member.mobileArea ?? '', smsCode } : null;
    await bind.mutateAsync({ account: body, verification });
    showSuccess(t(`${prefix}.bound`));
    navigate('/bankcard', { replace: true });
    return LEAVING;
  });

  const min = cardNumberMin(bank?.countryCode);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(`${prefix}.formTitle`)}>
      {isBank ? (
        <>
          <SelectField
            label={t('card.bank')}
            value={bank?.bankName ?? ''}
            placeholder={t('card.bankPlaceholder')}
            error={errors.bankId}
            onOpen={() => setPicking(true)}
          />
          <Picker
            open={picking}
            title={t('card.bankPicker')}
            searchable
            options={banks.map((entry) => ({ value: String(entry.id), label: entry.bankName }))}
            value={bankId === null ? null : String(bankId)}
            onSelect={(value) => edit('bankId', (id) => setBankId(Number(id)))(value)}
            onClose={() => setPicking(false)}
          />
        </>
      ) : (
        <p className={styles.note}>{t('ebpay.intro')}</p>
      )}
      <TextField
        label={t('card.holder')}
        value={holder}
        maxLength={HOLDER_NAME_MAX}
        autoComplete="name"
        readOnly={knownName !== ''}
        placeholder={t('card.holderPlaceholder')}
        hint={knownName ? t('card.holderFixed') : t('card.holderHint')}
        error={errors.realName}
        onChange={edit('realName', setHolder)}
      />
      <TextField
        label={t(`${prefix}.number`)}
        kind="number"
        maxLength={CARD_NUMBER_MAX}
        autoComplete="off"
        value={cardNo}
        placeholder={t(`${prefix}.numberPlaceholder`)}
        hint={isBank ? t('card.numberHint', { min }) : t('ebpay.numberHint')}
        error={errors.cardNo}
        onChange={edit('cardNo', setCardNo)}
      />
      {isBank ? (
        <TextField
          label={t('card.branch')}
          value={branch}
          maxLength={BRANCH_MAX}
          placeholder={t('card.branchPlaceholder')}
          error={errors.branch}
          onChange={edit('branch', setBranch)}
        />
      ) : null}
      <SmsCheck
        check={check}
        mobile={member.mobile ?? ''}
        mobileArea={member.mobileArea ?? ''}
        code={smsCode}
        error={errors.smsCode}
        onCodeChange={edit('smsCode', setSmsCode)}
      />
      <FormAlert message={alert} />
      <Button type="submit" block size="lg" loading={pending} disabled={!check.hasMobile}>
        {pending ? t('form.submitting') : t(`${prefix}.submit`)}
      </Button>
    </form>
  );
}
