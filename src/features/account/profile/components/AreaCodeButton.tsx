import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/shared/api/generated/main/model';
import { Picker } from '@/shared/ui/picker/Picker';
import { areaCodeOptions } from '@/shared/ui/picker/picker-filter';
import { countryListQuery } from '@/shared/countries/country-queries';
import styles from './account.module.css';

interface AreaCodeButtonProps {
  country: CountryCode;
  onChange: (country: CountryCode) => void;
}

/**
 * The dialling code in front of a phone input; it opens the country list (GET /api/user/countrycode/list) in a
 * searchable picker. Until the list arrives (or when it cannot be read) the language's default code is used.
 */
export function AreaCodeButton({ country, onChange }: AreaCodeButtonProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const countries = useQuery(countryListQuery());
  const list = countries.data ?? [country];

  return (
    <>
      <button
        type="button"
        className={styles.areaButton}
        aria-haspopup="dialog"
        aria-label={t('phone.areaCode', { area: country.areaCode })}
        onClick={() => setOpen(true)}
      >
        {country.areaCode}
      </button>
      <Picker
        open={open}
        title={t('phone.chooseArea')}
        options={areaCodeOptions(list)}
        value={country.countryCode}
        searchable
        onSelect={(code) => {
          const next = list.find((entry) => entry.countryCode === code);
          if (next) onChange(next);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
