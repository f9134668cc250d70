import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitisePhone } from '@/shared/lib/phone';
import { TextField } from '@/shared/ui/field/TextField';
import { Picker } from '@/shared/ui/picker/Picker';
import { areaCodeOptions } from '@/shared/ui/picker/picker-filter';
import type { AreaCodes } from '../hooks/use-area-codes';
import styles from './AuthForm.module.css';

export interface AreaPhoneFieldProps {
  label: string;
  areaCodes: AreaCodes;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
}

/**
 * A phone number with its area-code picker (GET /api/user/countrycode/list). The number keeps digits only and is
 * cut to the picked country's maximum (SPEC.md section 5 "Phone input length by country").
 */
export function AreaPhoneField({ label, areaCodes, value, onChange, error, placeholder }: AreaPhoneFieldProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [open, setOpen] = useState(false);
  const { countries, country, areaCode } = areaCodes;
  return (
    <>
      <TextField
        label={label}
        kind="phone"
        country={country}
        value={value}
        placeholder={placeholder}
        error={error}
        onChange={onChange}
        start={
          <button
            type="button"
            className={styles.area}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={t('auth:form.areaCode', { code: areaCode })}
            disabled={countries.length === 0}
            onClick={() => setOpen(true)}
          >
            {areaCode}
          </button>
        }
      />
      {areaCodes.failed ? (
        <p className={styles.note}>
          <span>{t('auth:form.areaFailed')}</span>
          <button type="button" className={styles.textButton} onClick={areaCodes.retry}>
            {t('common:common.retry')}
          </button>
        </p>
      ) : null}
      <Picker
        open={open}
        title={t('auth:form.areaTitle')}
        options={areaCodeOptions(countries)}
        value={country}
        searchable
        onSelect={(next) => {
          areaCodes.setCountry(next);
          onChange(sanitisePhone(value, next));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
