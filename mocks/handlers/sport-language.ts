// The main API's sport language package: sport, market type, match status and period names of one data language,
// read from the same tables the sports-provider mock names its records with.
import type { SportLanguagePackage, SportLanguagePackageResponse } from '@/shared/api/generated/main/model';
import { GetSportLanguagePackageQueryParams } from '@/shared/api/generated/main/zod/operations.zod';
import {
  LIVE_PERIODS,
  MARKET_TYPES,
  MATCH_STATUS_NAMES,
  SCORE_PERIODS,
  SPORT_NAMES,
  type Names,
  type SportLanguage,
} from '../seed/sports-texts';
import { AccountCode, accountFail } from './account-shared';
import { ok } from './main-envelope';
import { route } from './routes';

/** Bumped whenever the texts change, so clients may cache a package by it. */
export const SPORT_TEXTS_VERSION = '2026.11.2';

/** The app's language codes, accepted beside the provider's. */
const APP_LANGUAGES: Readonly<Record<string, SportLanguage>> = { vi: 'VIE', 'zh-cn': 'CMN', en: 'ENG' };

const texts = (entries: Iterable<[number | string, Names]>, language: SportLanguage): Record<string, string> =>
  Object.fromEntries([...entries].map(([id, names]) => [String(id), names[language]]));

/**
 * The package of one language. The live clock periods and the score periods have a map each, because some codes mean
 * different periods (soccer 1003 is half-time on the clock and the second half of a score); the clock map also holds
 * the score periods the clock does not use.
 */
export function sportLanguagePackage(language: SportLanguage): SportLanguagePackage {
  return {
    language,
    version: SPORT_TEXTS_VERSION,
    sports: texts(Object.entries(SPORT_NAMES).map(([id, names]) => [id, names]), language),
    marketTypes: texts(Object.entries(MARKET_TYPES).map(([id, type]) => [id, type.name]), language),
    matchStatuses: texts(Object.entries(MATCH_STATUS_NAMES).map(([id, names]) => [id, names]), language),
    periods: { ...texts(SCORE_PERIODS, language), ...texts(LIVE_PERIODS, language) },
    scorePeriods: texts(SCORE_PERIODS, language),
  };
}

export const sportLanguageHandlers = [
  route<never, never, SportLanguagePackageResponse>(
    { api: 'main', method: 'GET', path: '/api/game/cSports/languagePackage', auth: false },
    ({ request }) => {
      const raw = new URL(request.url).searchParams.get('language') ?? '';
      const parsed = GetSportLanguagePackageQueryParams.safeParse({ language: APP_LANGUAGES[raw.toLowerCase()] ?? raw });
      if (!parsed.success) return accountFail(AccountCode.badRequest);
      return ok(sportLanguagePackage(parsed.data.language));
    },
  ),
];
