import { describe, expect, it, vi } from 'vitest';
import {
  backendLanguageCode,
  captchaLanguageCode,
  getLanguage,
  normaliseLanguage,
  resolveInitialLanguage,
  SELECTABLE_LANGUAGES,
  setLanguage,
  sportsLanguageCode,
  subscribeLanguage,
  type AppLanguage,
} from './language';

describe('current language', () => {
  it('defaults to Vietnamese and stores the choice under "language"', () => {
    expect(getLanguage()).toBe('vi');
    setLanguage('zh-cn');
    expect(getLanguage()).toBe('zh-cn');
    expect(localStorage.getItem('language')).toBe('zh-cn');
  });

  it('reads a loosely written stored value and ignores unknown ones', () => {
    localStorage.setItem('language', 'en-US');
    expect(getLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(getLanguage()).toBe('vi');
  });

  it('notifies subscribers when the language changes', () => {
    const listener = vi.fn();
    const stop = subscribeLanguage(listener);
    setLanguage('en');
    setLanguage('en');
    setLanguage('th');
    stop();
    setLanguage('vi');
    expect(listener.mock.calls).toEqual([['en'], ['th']]);
  });

  it('offers vi, zh-cn and en in the picker', () => {
    expect(SELECTABLE_LANGUAGES).toEqual(['vi', 'zh-cn', 'en']);
  });
});

describe('normaliseLanguage', () => {
  it.each([
    ['zh', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh_Hans_CN', 'zh-cn'],
    ['vi-VN', 'vi'],
    ['EN-gb', 'en'],
    ['th-TH', 'th'],
    ['fr', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (tag, language) => {
    expect(normaliseLanguage(tag)).toBe(language);
  });
});

describe('resolveInitialLanguage', () => {
  it('takes the URL language first', () => {
    expect(resolveInitialLanguage('en', 'zh-cn', 'th-TH')).toBe('en');
  });

  it('then the stored language', () => {
    expect(resolveInitialLanguage(null, 'zh-cn', 'en-US')).toBe('zh-cn');
    expect(resolveInitialLanguage('xx', 'zh-cn', 'en-US')).toBe('zh-cn');
  });

  it('then the deployment default, Vietnamese', () => {
    expect(resolveInitialLanguage(null, null, 'zh-CN')).toBe('vi');
  });

  it('then the browser language, then English, when a deployment has no default', () => {
    expect(resolveInitialLanguage(null, null, 'zh-CN', null)).toBe('zh-cn');
    expect(resolveInitialLanguage(undefined, 'fr', 'de-DE', null)).toBe('en');
  });
});

describe('language codes', () => {
  it.each<[AppLanguage, string, string, string]>([
    ['zh-cn', 'zh-CN', 'CMN', 'zho'],
    ['vi', 'vi-VI', 'VIE', 'vie'],
    ['en', 'en-US', 'ENG', 'eng'],
    ['th', 'en-US', 'ENG', 'eng'],
  ])('%s: backend %s, sports %s, captcha %s', (language, backend, sports, captcha) => {
    expect(backendLanguageCode(language)).toBe(backend);
    expect(sportsLanguageCode(language)).toBe(sports);
    expect(captchaLanguageCode(language)).toBe(captcha);
  });

  it('default to the current language', () => {
    setLanguage('zh-cn');
    expect([backendLanguageCode(), sportsLanguageCode(), captchaLanguageCode()]).toEqual(['zh-CN', 'CMN', 'zho']);
  });

  it('fall back to English codes for anything unexpected', () => {
    const odd = 'xx' as AppLanguage;
    expect([backendLanguageCode(odd), sportsLanguageCode(odd), captchaLanguageCode(odd)]).toEqual(['en-US', 'ENG', 'eng']);
  });
});
