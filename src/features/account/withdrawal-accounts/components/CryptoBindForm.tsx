import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckMobileResult, CryptoBindRequest, CryptoCurrency, UserInfo } from '@/shared/api/generated/main/model';
import { TextField } from '@/shared/ui/field/TextField';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { useBindCryptoAddress } from '../api/withdrawal-account-mutations';
import { ALIAS_MAX, CRYPTO_ADDRESS_PATTERNS, cryptoAddressForm, type CryptoNetwork } from '@/features/account/lib/account-forms';
import { useSmsBinding } from '../hooks/use-sms-binding';
import styles from '@/features/account/components/account-pages.module.css';

/** The networks offered for USDT (openapi CryptoProtocol), in the order shown. */
export const CRYPTO_NETWORKS = Object.keys(CRYPTO_ADDRESS_PATTERNS) as CryptoNetwork[];
/** The longest address of any network (ERC20: 0x and 40 hex digits). */
const ADDRESS_MAX = 42;

type Field = 'address' | 'alias';

export interface CryptoBindFormProps {
  currency: CryptoCurrency;
  member: UserInfo;
  check: CheckMobileResult;
}

/** The add form of a crypto withdrawal address: network, address (checked against the network), name and SMS code. */
export function CryptoBindForm({ currency, member, check }: CryptoBindFormProps) {
  const { t } = useTranslation(['withdrawal-accounts', 'common']);
  const bind = useBindCryptoAddress();
  const [network, setNetwork] = useState<CryptoNetwork>('TRC20');
  const [address, setAddress] = useState('');
  const [alias, setAlias] = useState('');
  const { errors, setErrors, edit, onSubmit, tail } = useSmsBinding<Field, CryptoBindRequest>({
    check,
    member,
    validate: () => {
      const parsed = cryptoAddressForm(network).safeParse({ address, alias });
      if (!parsed.success) return { error: parsed.error, account: null };
      const { address: checked, alias: name } = parsed.data;
      return { account: { currency, protocol: network, address: checked, ...(name ? { alias: name } : {}) } };
    },
    bind: bind.mutateAsync,
    boundMessage: t('crypto.bound'),
    submitLabel: t('crypto.submit'),
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
      {tail}
    </form>
  );
}
