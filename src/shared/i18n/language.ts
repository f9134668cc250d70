import { createStore } from '@/shared/lib/create-store';
import { readStored, removeStored, writeStored } from '@/shared/lib/safe-storage';

/** Languages with message bundles. Thai has bundles but is not offered in the language picker. */
export type AppLanguage = 'vi' | 'zh-cn' | 'en' | 'th';

export const APP_LANGUAGES: readonly AppLanguage[] = ['vi', 'zh-cn', 'en', 'th'];
export const SELECTABLE_LANGUAGES: readonly AppLanguage[] = ['vi', 'zh-cn', 'en'];
/** The deployment default (SPEC.md section 9). */
export const DEPLOYMENT_LANGUAGE: AppLanguage = 'vi';
export const FALLBACK_LANGUAGE: AppLanguage = 'en';
export const LANGUAGE_KEY = 'language';

const BACKEND_CODES: Record<AppLanguage, 'zh-CN' | 'vi-VI' | 'en-US'> = {
  'zh-cn': 'zh-CN',
  vi: 'vi-VI',
  en: 'en-US',
  th: 'en-US',
};
const SPORTS_CODES: Record<AppLanguage, 'CMN' | 'VIE' | 'ENG'> = { 'zh-cn': 'CMN', vi: 'VIE', en: 'ENG', th: 'ENG' };
const CAPTCHA_CODES: Record<AppLanguage, 'zho' | 'vie' | 'eng'> = { 'zh-cn': 'zho', vi: 'vie', en: 'eng', th: 'eng' };

/**
 * Maps loose language tags (zh, zh-CN, zh-Hans-CN, vi-VN, en-GB, th-TH, any case) to an app language;
 * anything else reads as null.
 */
export function normaliseLanguage(tag: string | null | undefined): AppLanguage | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const primary = lower.split('-')[0];
  if (primary === 'zh') return 'zh-cn';
  if (primary === 'vi' || primary === 'en' || primary === 'th') return primary;
  return null;
}

/** The language stored in local storage, or null when none (or an unknown one) is stored. */
const languageStore = createStore<AppLanguage | null>(null, {
  source: {
    read: () => normaliseLanguage(readStored(LANGUAGE_KEY)),
    write: (language) => (language ? writeStored(LANGUAGE_KEY, language) : removeStored(LANGUAGE_KEY)),
  },
});

/** The current language: the stored choice, otherwise the deployment default. */
export function getLanguage(): AppLanguage {
  return languageStore.get() ?? DEPLOYMENT_LANGUAGE;
}

/** Stores the choice (as the app's own code, even when a loose tag of the same language was stored). */
export function setLanguage(language: AppLanguage): void {
  languageStore.set(language);
  writeStored(LANGUAGE_KEY, language);
}

/** Calls the listener when the stored language changes; returns the unsubscribe function. */
export function subscribeLanguage(listener: (language: AppLanguage) => void): () => void {
  return languageStore.subscribe((language) => listener(language ?? DEPLOYMENT_LANGUAGE));
}

/**
 * The starting language (SPEC.md section 9): URL parameter lang, then the stored language, then the deployment
 * default, then the browser language, then English.
 */
export function resolveInitialLanguage(
  urlLang: string | null | undefined,
  stored: string | null | undefined,
  browserLang: string | null | undefined,
  deploymentDefault: AppLanguage | null = DEPLOYMENT_LANGUAGE,
): AppLanguage {
  return (
    normaliseLanguage(urlLang) ??
    normaliseLanguage(stored) ??
    deploymentDefault ??
    normaliseLanguage(browserLang) ??
    FALLBACK_LANGUAGE
  );
}

/** Language and Accept-Language header value of the main API: zh-CN, vi-VI or en-US (default). */
export function backendLanguageCode(language: AppLanguage = getLanguage()): 'zh-CN' | 'vi-VI' | 'en-US' {
  return BACKEND_CODES[language] ?? 'en-US';
}

/** languageType of the sports provider: CMN, VIE or ENG. */
export function sportsLanguageCode(language: AppLanguage = getLanguage()): 'CMN' | 'VIE' | 'ENG' {
  return SPORTS_CODES[language] ?? 'ENG';
}

/** Language of the slide captcha widget: zho, vie or eng. */
export function captchaLanguageCode(language: AppLanguage = getLanguage()): 'zho' | 'vie' | 'eng' {
  return CAPTCHA_CODES[language] ?? 'eng';
}
