import type { AppLanguage } from '@/shared/i18n/language';

/** Dialling code (without the plus sign) of the callback and SMS forms: +86 for Chinese, +84 otherwise. */
export function areaCodeFor(language: AppLanguage | string): '86' | '84' {
  return language === 'zh-cn' ? '86' : '84';
}
