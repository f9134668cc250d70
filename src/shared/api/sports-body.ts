import { sportsLanguageCode } from '@/shared/i18n/language';
import { getUserSettings } from '@/shared/settings/user-settings';
import { providerCurrencyId, SITE_REGION } from './sports-rules';

/**
 * Every JSON body the sports provider gets carries oddsChange, currencyId and languageType; values the caller set win.
 * Shared by the sports client and the boot script's first call (src/app/boot), so both send the same bytes.
 */
export function withProviderFields(body: BodyInit | null | undefined): BodyInit {
  if (body !== undefined && body !== null && typeof body !== 'string') return body;
  const parsed: unknown = body ? JSON.parse(body) : {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body ?? '{}';
  return JSON.stringify({
    oddsChange: getUserSettings().oddsChange,
    currencyId: providerCurrencyId(SITE_REGION),
    languageType: sportsLanguageCode(),
    ...parsed,
  });
}
