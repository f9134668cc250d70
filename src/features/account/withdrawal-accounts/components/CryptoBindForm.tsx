import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CheckMobileResult, CryptoBindRequest, CryptoCurrency, UserInfo } from '@/shared/api/generated/main/model';
import { messageKeysByField } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { useBindCryptoAddress } from '../api/withdrawal-account-mutations';
import { ALIAS_MAX, CRYPTO_ADDRESS_PATTERNS, cryptoAddressForm, smsCodeForm, type CryptoNetwork } from '@/features/account/lib/account-forms';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import styles from '@/features/account/components/account-pages.module.css';
import { SmsCheck } from './SmsCheck';
import { showSuccess } from '@/features/account/lib/success-toast';

/** The networks offered for USDT (openapi CryptoProtocol), in the order shown. */
export const CRYPTO_NETWORKS = Object.keys(CRYPTO_ADDRESS_PATTERNS) as CryptoNetwork[];
/** The longest address of any network (ERC20: 0x and 40 hex digits). */
const ADDRESS_MAX = 42;

type Field = 'address' | 'alias' | 'smsCode';

export interface CryptoBindFormProps {
  currency: CryptoCurrency;
  member: UserInfo;
  check: CheckMobileResult;
}

/** The add form of a crypto withdrawal address: network, address (checked against the network), name and SMS code. */
export function CryptoBindForm({ currency, member, check }: CryptoBindFormProps) {
  const { t } = useTranslation(['banking', 'common']);
  const navigate = useNavigate();
  const bind = useBindCryptoAddress();
  const [network, setNetwork] = useState<CryptoNetwork>('TRC20');
  const [address, setAddress] = useState('');
  const [alias, setAlias] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const parsed = cryptoAddressForm(network).safeParse({ address, alias });
    const sms = check.needVerify ? smsCodeForm.safeParse({ smsCode }) : null;
    const found = { ...messageKeysByField(parsed.error), ...messageKeysByField(sms?.error) };
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (!parsed.success || sms?.success === false || !check.hasMobile) return;
    const body: CryptoBindRequest = {
      currency,
      protocol: network,
      address: parsed.data.address,
      ...(parsed.data.alias ? { alias: parsed.data.alias } : {}),
    };
    const verification = check.needVerify ? { mobile: member.mobile ?? '', mobileArea: member.mobileArea ?? '', smsCode } : null;
    await bind.mutateAsync({ account: body, verification });
    showSuccess(t('crypto.bound'));
    navigate('/bankcard', { replace: true });
    return LEAVING;
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('crypto.formTitle')}>
      <p className={styles.note}>{t('crypto.intro', { currency })}</p>
      <RadioGroup
        label={t('crypto.network')}
        orientation="horizontal"
        options={CRYPTO_NETWORKS.map((value) => ({ value, label: value }))}
        value={network}
        onChange={(value) => {
          setNetwork(value as CryptoNetwork);
          setErrors((current) => ({ ...current, address: undefined }));
        }}
      />
      <TextField
        label={t('crypto.address')}
        value={address}
        maxLength={ADDRESS_MAX}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        placeholder={t('crypto.addressPlaceholder')}
        hint={t(`crypto.addressHint${network}`)}
        error={errors.address}
        onChange={edit('address', (value) => setAddress(value.trim()))}
      />
      <TextField
        label={t('crypto.alias')}
        value={alias}
        maxLength={ALIAS_MAX}
        placeholder={t('crypto.aliasPlaceholder')}
        error={errors.alias}
        onChange={edit('alias', setAlias)}
      />
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
        {pending ? t('form.submitting') : t('crypto.submit')}
      </Button>
    </form>
  );
}
