import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SHELL_NAMESPACES } from './index';

describe('i18n namespaces', () => {
  it('lists exactly the namespace files of every language', () => {
    const dir = join(process.cwd(), 'src/shared/i18n/locales');
    for (const language of ['vi', 'zh-cn', 'en', 'th']) {
      const files = readdirSync(join(dir, language)).map((file) => file.replace(/\.json$/, ''));
      expect([...files].sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  it('preloads only known namespaces, starting with common', () => {
    expect(SHELL_NAMESPACES[0]).toBe('common');
    for (const ns of SHELL_NAMESPACES) expect(NAMESPACES).toContain(ns);
  });
});

describe('message chunks', () => {
  it('loads every namespace in every language, whether the start-up code lists its chunk or not', async () => {
    const { i18n, initI18n } = await import('./index');
    await initI18n('vi');
    for (const language of ['vi', 'zh-cn', 'en', 'th']) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces([...NAMESPACES]);
      for (const ns of NAMESPACES) expect(i18n.hasResourceBundle(language, ns), `${language}/${ns}`).toBe(true);
    }
  });
});
