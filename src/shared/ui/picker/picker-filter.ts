import type { CountryCode } from '@/shared/api/generated/main/model';

export interface PickerOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Lower case without accents, so "viet" finds "Việt Nam" and "dai" finds "Đài Loan". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().trim();
}

/** The options whose label contains the query (ignoring case, accents and spaces around it). */
export function filterOptions<T extends PickerOption>(options: readonly T[], query: string): T[] {
  const folded = foldForSearch(query);
  if (folded === '') return [...options];
  return options.filter((option) => foldForSearch(option.label).includes(folded));
}

/**
 * Area-code options from the country list: "+84 Việt Nam" (or "Việt Nam +84" with the name first), valued by the
 * country code (VN, CN, ...).
 */
export function areaCodeOptions(countries: readonly CountryCode[], nameFirst = false): PickerOption[] {
  return countries.map((country) => ({
    value: country.countryCode,
    label: nameFirst ? `${country.countryName} ${country.areaCode}` : `${country.areaCode} ${country.countryName}`,
  }));
}
