import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bank, BankCardBindRequest, CheckMobileResult, UserInfo } from '@/shared/api/generated/main/model';
import { TextField } from '@/shared/ui/field/TextField';
import { Picker } from '@/shared/ui/picker/Picker';
import { useBindCard } from '../api/withdrawal-account-mutations';
import { bankCardForm, BRANCH_MAX, CARD_NUMBER_MAX, cardNumberMin, ebpayForm, HOLDER_NAME_MAX } from '@/features/account/lib/account-forms';
import { useSmsBinding } from '../hooks/use-sms-binding';
import styles from '@/features/account/components/account-pages.module.css';
import { SelectField } from '@/shared/ui/select-field/SelectField';

/** EBPay accounts are filed under the EBPay wallet by the server; the bind call takes 0 as their bank. */
export const EBPAY_BANK_ID = 0;

type Field = 'bankId' | 'realName' | 'cardNo' | 'branch';

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
  const { t } = useTranslation(['withdrawal-accounts', 'common']);
  const bind = useBindCard();
  const knownName = (member.realName ?? '').trim();
  const [bankId, setBankId] = useState<number | null>(null);
  const [holder, setHolder] = useState(knownName);
  const [cardNo, setCardNo] = useState('');
  const [branch, setBranch] = useState('');
  const [picking, setPicking] = useState(false);
  const bank = banks.find((entry) => entry.id === bankId);
  const isBank = kind === 'bank';
  const prefix = isBank ? 'card' : 'ebpay';

  const { errors, edit, onSubmit, tail } = useSmsBinding<Field, BankCardBindRequest>({
    check,
    member,
    validate: () => {
      const values = { bankId: bankId ?? undefined, realName: holder, cardNo, branch };
      const parsed = isBank ? bankCardForm(bank?.countryCode).safeParse(values) : ebpayForm.safeParse(values);
      if (!parsed.success) return { error: parsed.error, account: null };
      const realName = parsed.data.realName;
      const account: BankCardBindRequest = isBank
        ? { cardType: 1, bankId: bankId ?? 0, cardNo, realName, countryCode: bank?.countryCode ?? 'VN', ...(branch.trim() ? { branch: branch.trim() } : {}) }
        : { cardType: 2, bankId: EBPAY_BANK_ID, cardNo, realName };
      return { account };
    },
    bind: bind.mutateAsync,
    boundMessage: t(`${prefix}.bound`),
    submitLabel: t(`${prefix}.submit`),
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
      {tail}
    </form>
  );
}
