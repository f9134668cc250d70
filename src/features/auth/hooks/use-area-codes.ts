import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/shared/api/generated/main/model';
import { countryListQuery } from '@/shared/countries/country-queries';

/** SPEC.md section 9: the SMS area code is +86 for Chinese and +84 otherwise; the deployment's country is VN. */
const DEFAULT_AREAS = { CN: '+86', VN: '+84' } as const;
export const DEPLOYMENT_COUNTRY = 'VN';

export function defaultCountryFor(language: string): keyof typeof DEFAULT_AREAS {
  return language === 'zh-cn' ? 'CN' : 'VN';
}

export interface AreaCodes {
  countries: readonly CountryCode[];
  /** The picked country code (VN, CN, ...): decides the phone's maximum length and pattern. */
  country: string;
  setCountry: (country: string) => void;
  /** Dialling code with its plus sign, as shown ("+84"). */
  areaCode: string;
  /** Dialling code without the plus sign, as the SMS and mobile calls send it ("84"). */
  area: string;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The area-code picker's state: the country list from the server and the picked country, starting at the
 * language's default area. Until the list arrives (or when it fails) the default area still works.
 */
export function useAreaCodes(): AreaCodes {
  const { i18n } = useTranslation();
  const query = useQuery(countryListQuery());
  const [country, setCountry] = useState<string>(() => defaultCountryFor(i18n.language));
  const countries = query.data ?? [];
  const listed = countries.find((entry) => entry.countryCode === country)?.areaCode;
  const areaCode = listed ?? DEFAULT_AREAS[country as keyof typeof DEFAULT_AREAS] ?? DEFAULT_AREAS.VN;
  return {
    countries,
    country,
    setCountry,
    areaCode,
    area: areaCode.replace(/^\+/, ''),
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
