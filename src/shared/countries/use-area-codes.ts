import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/shared/api/generated/main/model';
import { countryListQuery } from './country-queries';
import { areaOf, defaultCountryFor, withoutPlus } from './default-area';

export interface AreaCodes {
  countries: readonly CountryCode[];
  /** The picked country code (VN, CN, ...): decides the phone's maximum length and pattern. */
  country: string;
  setCountry: (country: string) => void;
  /** Dialling code with its plus sign, as shown ("+84"). */
  areaCode: string;
  /** Dialling code without the plus sign, as the SMS, mobile and address calls send it ("84"). */
  area: string;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface AreaCodesOptions {
  /** The country to start with (e.g. a saved number's); the language's default area when missing. */
  start?: string;
}

/**
 * An area-code picker's state: the country list from the server and the picked country, starting at `start` or
 * the language's default area. Until the list arrives (or when it fails) the default area still works.
 */
export function useAreaCodes({ start }: AreaCodesOptions = {}): AreaCodes {
  const { i18n } = useTranslation();
  const query = useQuery(countryListQuery());
  const [picked, setPicked] = useState<string | null>(null);
  const country = picked ?? start ?? defaultCountryFor(i18n.language);
  const { areaCode } = areaOf(query.data, country);
  return {
    countries: query.data ?? [],
    country,
    setCountry: setPicked,
    areaCode,
    area: withoutPlus(areaCode),
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
