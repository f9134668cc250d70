import type { AppLanguage } from '@/shared/i18n/language';

/** Message keys (namespace `settings`) of each language's own name: a language is listed in its own words. */
export const LANGUAGE_NAME_KEY: Record<AppLanguage, string> = {
  vi: 'languages.vi',
  'zh-cn': 'languages.zhCn',
  en: 'languages.en',
  th: 'languages.th',
};
